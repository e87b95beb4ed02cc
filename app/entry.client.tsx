import { textLoaded } from "@content/i18n/text-namespace";
import { pathLanguage } from "@core/settings";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { runStartupRoutines } from "~/lib/startup";
import { warmIntl } from "~/lib/warm-intl";

// The page's words arrive as one small module per namespace, requested while the route modules were
// evaluated; hydrating after they are in keeps the first render identical to the server's. The
// browser's date and number data load meanwhile, in tasks of their own (decision 049).
void Promise.all([textLoaded(), warmIntl(pathLanguage(window.location.pathname))]).then(() => {
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
