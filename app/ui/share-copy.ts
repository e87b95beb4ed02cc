import { copyText } from "~/lib/clipboard";
import { toast } from "./toast-store";

/** What "Copy link" says once it has tried: the toast's title and line. */
export interface CopyLinkWords {
  copied: string;
  copiedText?: string;
  copyFailedTitle: string;
  copyFailedText: string;
}

/** Copies the page address and says how it went in a toast. */
export async function copyShareLink(url: string, words: CopyLinkWords) {
  if (await copyText(url)) toast({ title: words.copied, description: words.copiedText });
  else toast({ title: words.copyFailedTitle, description: words.copyFailedText, variant: "destructive" });
}

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
    void copyShareLink(words.url, words);
  });
}
