import { textLoaded } from "@content/i18n/text-namespace";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { runStartupRoutines } from "~/lib/startup";

// The page's words arrive as one small module per namespace, requested while the route modules were
// evaluated; hydrating after they are in keeps the first render identical to the server's.
void textLoaded().then(() => {
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
