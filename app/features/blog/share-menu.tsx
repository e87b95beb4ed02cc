import type { BlogPagesText } from "@content/blog-pages/text";
import * as Popover from "@radix-ui/react-popover";
import { Copy, Share2 } from "lucide";
import { Icon } from "~/ui/icon";
import { usePageScripts } from "~/lib/page-handle";
import { ShareLinkItems } from "~/ui/share";
import { copyShareLink } from "~/ui/share-copy";

type ShareLabels = BlogPagesText["article"]["share"];

const itemClass = "flex items-center gap-2 rounded-lg px-3 py-2 hover:bg-brand-soft dark:hover:bg-slate-800";
const menuClass =
  "z-40 w-64 rounded-xl border border-slate-200 bg-white p-2 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-50";

/** The article's share menu (docs/product.md, Blog): five networks in a new tab and "Copy link" with its toasts. */
export function ShareMenu({ url, title, labels }: { url: string; title: string; labels: ShareLabels }) {
  if (!usePageScripts()) return <DisclosureShareMenu url={url} title={title} labels={labels} />;
  return (
    <Popover.Root>
      <Popover.Trigger className="button-secondary">
        <Icon node={Share2} className="h-4 w-4" />
        {labels.button}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={6} aria-label={labels.menuLabel} className={menuClass}>
          <ul className="grid gap-1">
            <ShareLinkItems url={url} title={title} labels={labels} linkClassName={itemClass} />
            <li>
              <Popover.Close asChild>
                <button
                  type="button"
                  onClick={() => void copyShareLink(url, { ...labels, copied: labels.copiedTitle })}
                  className={`${itemClass} w-full text-start`}
                >
                  <Icon node={Copy} className="h-4 w-4" />
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

/**
 * The same menu on a page without React (decision 041): a disclosure of the network links. "Copy
 * link" stays hidden unless app/enhance/static-page.ts runs to answer it.
 */
function DisclosureShareMenu({ url, title, labels }: { url: string; title: string; labels: ShareLabels }) {
  return (
    <details className="relative">
      <summary className="button-secondary cursor-pointer list-none [&::-webkit-details-marker]:hidden">
        <Icon node={Share2} className="h-4 w-4" />
        {labels.button}
      </summary>
      <ul aria-label={labels.menuLabel} className={`${menuClass} absolute end-0 top-full mt-1.5 grid gap-1`}>
        <ShareLinkItems url={url} title={title} labels={labels} linkClassName={itemClass} />
        <li hidden>
          <button
            type="button"
            data-copy-link={url}
            data-copied={labels.copiedTitle}
            data-copy-failed={labels.copyFailedTitle}
            className={`${itemClass} w-full text-start`}
          >
            <Icon node={Copy} className="h-4 w-4" />
            <span data-copy-label aria-live="polite">
              {labels.copy}
            </span>
          </button>
        </li>
      </ul>
    </details>
  );
}
