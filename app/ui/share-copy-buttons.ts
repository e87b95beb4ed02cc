import type { CopyLinkWords } from "./share-copy";

/**
 * Answers the "Copy link" buttons that no React root owns (`data-share-copy`: the address and the
 * words, as JSON): on a tool island page the reading under the tool, share section included, stays
 * the server's HTML (decision 055). One listener on the document; the toast shows in the shell
 * island's toaster, as it would from React.
 */
export function answerShareCopyButtons(): void {
  document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>("button[data-share-copy]");
    if (!button || button.closest("[data-island]")) return;
    const words = JSON.parse(button.dataset.shareCopy ?? "{}") as CopyLinkWords & { url: string };
    // Its code (clipboard, toast) loads on the first click, not with the island's.
    void import("./share-copy").then(({ copyShareLink }) => copyShareLink(words.url, words));
  });
}
