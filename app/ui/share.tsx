import { Copy, Send, Share2 } from "lucide";
import { Icon } from "~/ui/icon";
import { memo, useId, type ReactNode } from "react";
import type { ShareNetwork, ShareText } from "@content/share/text";
import { copyShareLink } from "./share-copy";
import { Card, SectionTitle } from "./card";

/** The shared words (content/share) under the block's own heading and optional line. */
export type ShareLabels = ShareText & { heading: string; text?: string };

/** Share URLs of the five networks, carrying the page URL and title (docs/product.md, Blog). */
export function shareLinks(url: string, title: string): { network: ShareNetwork; name: string; href: string }[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: "facebook", name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}` },
    { network: "whatsapp", name: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { network: "telegram", name: "Telegram", href: `https://t.me/share/url?url=${u}&text=${t}` },
    { network: "linkedin", name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: "x", name: "X", href: `https://x.com/intent/tweet?url=${u}&text=${t}` },
  ];
}

function ShareNetworkIcon({ network }: { network: ShareNetwork }): ReactNode {
  const cls = "h-4 w-4";
  return network === "telegram" ? <Icon node={Send} className={cls} /> : <Icon node={Share2} className={cls} />;
}

/** The five network links as list items, each opening in a new tab and saying so to screen readers. */
export function ShareLinkItems({
  url,
  title,
  labels,
  linkClassName,
}: {
  url: string;
  title: string;
  labels: Pick<ShareText, "networks" | "newTab">;
  linkClassName: string;
}) {
  return shareLinks(url, title).map((link) => (
    <li key={link.network}>
      <a
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        className={linkClassName}
        aria-label={`${labels.networks[link.network]} ${labels.newTab}`}
      >
        <ShareNetworkIcon network={link.network} />
        {link.name}
      </a>
    </li>
  ));
}

/** The button's words for the listener that answers it where React does not (share-copy.ts). */
const copyWords = (url: string, { copied, copyFailedTitle, copyFailedText }: ShareLabels) =>
  JSON.stringify({ url, copied, copyFailedTitle, copyFailedText });

/**
 * The share section: five network links (new tab, noopener) and a copy-link button. Memoised: it
 * sits below tools that re-render each second.
 */
export const ShareSection = memo(function ShareSection({
  url,
  title,
  labels,
}: {
  url: string;
  title: string;
  labels: ShareLabels;
}) {
  const headingId = useId();
  return (
    <Card labelledBy={headingId} className="below-fold">
      <SectionTitle id={headingId}>{labels.heading}</SectionTitle>
      {labels.text && <p className="mt-2 text-muted">{labels.text}</p>}
      <ul className="mt-4 flex flex-wrap gap-2">
        <ShareLinkItems url={url} title={title} labels={labels} linkClassName="button-secondary" />
        <li>
          <button
            type="button"
            className="button-primary"
            onClick={() => void copyShareLink(url, labels)}
            data-share-copy={copyWords(url, labels)}
          >
            <Icon node={Copy} className="h-4 w-4" />
            {labels.copy}
          </button>
        </li>
      </ul>
    </Card>
  );
});
