import { pathLanguage } from "@core/settings";
import { StrictMode, startTransition, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nProvider } from "~/lib/i18n";
import { documentNav, NavProvider } from "~/lib/nav";
import { PageModeContext } from "~/lib/page-handle";
import { runStartupRoutines } from "~/lib/startup";
import { hydrationReady } from "~/lib/hydration-ready";
import { HydrationRoot } from "~/lib/client-value";
import { ShellIsland } from "~/shell/shell-island";
import { answerShareCopyButtons } from "~/ui/share-copy-buttons";

/**
 * Hydrates a tool page's islands (decision 045): the tool in `[data-island=<name>]` with the props
 * the server put beside it, then the shell's settings button and toasts. The rest of the document
 * (header, footer, the reading under the tool) stays the server's HTML, as on a page without React;
 * only its share section's "Copy link" needs an answer, from one listener (decision 055).
 */
export function hydrateIslands<P>(name: string, renderTool: (props: P) => ReactNode): void {
  const tool = document.querySelector(`[data-island="${name}"]`);
  const data = document.querySelector(`script[data-island-props="${name}"]`);
  if (!tool || !data?.textContent) return;
  const props = JSON.parse(data.textContent) as P;
  answerShareCopyButtons();
  const language = pathLanguage(window.location.pathname);
  // The address the server rendered: the first render must match it; the hash arrives after.
  const nav = documentNav({ pathname: window.location.pathname, search: window.location.search, hash: "" });
  const inPage = (node: ReactNode) => (
    <StrictMode>
      <HydrationRoot>
        <PageModeContext value="island">
          <NavProvider nav={nav}>
            <I18nProvider language={language}>{node}</I18nProvider>
          </NavProvider>
        </PageModeContext>
      </HydrationRoot>
    </StrictMode>
  );
  void hydrationReady(language).then(() => {
    startTransition(() => {
      hydrateRoot(tool, inPage(renderTool(props)));
    });
    const shell = document.querySelector('[data-island="shell"]');
    if (shell) {
      startTransition(() => {
        hydrateRoot(shell, inPage(<ShellIsland />));
      });
    }
  });
  runStartupRoutines();
}
