import type { BlogPagesText } from "@content/blog-pages/text";
import * as Popover from "@radix-ui/react-popover";
import { Copy, Share2 } from "lucide-react";
import { copyShareLink, ShareLinkItems } from "~/ui/share";

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
            <ShareLinkItems
              url={url}
              title={title}
              labels={labels}
              linkClassName="flex items-center gap-2 rounded-lg px-3 py-2 hover:bg-brand-soft dark:hover:bg-slate-800"
            />
            <li>
              <Popover.Close asChild>
                <button
                  type="button"
                  onClick={() => void copyShareLink(url, { ...labels, copied: labels.copiedTitle })}
                  className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start hover:bg-brand-soft dark:hover:bg-slate-800"
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
