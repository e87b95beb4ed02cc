import { pathLanguage } from "@core/settings";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { runStartupRoutines } from "~/lib/startup";
import { hydrationReady } from "~/lib/hydration-ready";

void hydrationReady(pathLanguage(window.location.pathname)).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});

runStartupRoutines();
