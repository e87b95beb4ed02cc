import type { BlogPagesText } from "@content/blog-pages/text";
import * as Popover from "@radix-ui/react-popover";
import { Copy, Send, Share2 } from "lucide-react";
import { copyText } from "~/lib/clipboard";
import { shareLinks } from "~/ui/share";
import { toast } from "~/ui/toast";

/** The article's share menu (docs/product.md, Blog): five networks in a new tab and "Copy link" with its toasts. */
export function ShareMenu({
  url,
  title,
  labels,
}: {
  url: string;
  title: string;
  labels: BlogPagesText["article"]["share"];
}) {
  const copy = async () => {
    if (await copyText(url)) toast({ title: labels.copiedTitle, description: labels.copiedText });
    else toast({ title: labels.copyFailedTitle, description: labels.copyFailedText, variant: "destructive" });
  };
  return (
    <Popover.Root>
      <Popover.Trigger className="button-secondary">
        <Share2 aria-hidden="true" className="h-4 w-4" />
        {labels.button}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label={labels.menuLabel}
          className="z-40 w-64 rounded-xl border border-slate-200 bg-white p-2 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-50"
        >
          <ul className="grid gap-1">
            {shareLinks(url, title).map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${labels.networks[link.network]} ${labels.newTab}`}
                  className="flex items-center gap-2 rounded-lg px-3 py-2 hover:bg-brand-soft dark:hover:bg-slate-800"
                >
                  {link.network === "telegram" ? (
                    <Send aria-hidden="true" className="h-4 w-4" />
                  ) : (
                    <Share2 aria-hidden="true" className="h-4 w-4" />
                  )}
                  {link.name}
                </a>
              </li>
            ))}
            <li>
              <Popover.Close asChild>
                <button
                  type="button"
                  onClick={() => void copy()}
                  className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left hover:bg-brand-soft dark:hover:bg-slate-800"
                >
                  <Copy aria-hidden="true" className="h-4 w-4" />
                  {labels.copy}
                </button>
              </Popover.Close>
            </li>
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
