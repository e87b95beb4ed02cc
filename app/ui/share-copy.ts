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
