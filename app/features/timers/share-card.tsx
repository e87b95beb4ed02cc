import type { TimersText } from "@content/timers/text";
import { draftsOf, encodeSet, orderTimers, SET_PARAM, type TimerEntry } from "@core/timers";
import { Copy, Link2 } from "lucide";
import { Icon } from "~/ui/icon";
import { useId, useState } from "react";
import { copyText } from "~/lib/clipboard";
import { useLocalePath } from "~/lib/i18n";
import { Card, SectionTitle } from "~/ui/card";

/** Builds the link of the visitor's set (names, durations, colours, sounds; never a run). */
export function ShareCard({ t, list, origin }: { t: TimersText; list: readonly TimerEntry[]; origin: string }) {
  const id = useId();
  const to = useLocalePath();
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  if (list.length === 0) return null;
  const create = () => {
    const url = new URL(to("/timers"), origin);
    url.searchParams.set(SET_PARAM, encodeSet(draftsOf(orderTimers(list))));
    setLink(url.href);
    setCopied(null);
  };
  const copy = async () => {
    if (link) setCopied(await copyText(link));
  };
  return (
    <Card labelledBy={`${id}-heading`}>
      <SectionTitle id={`${id}-heading`}>{t.share.heading}</SectionTitle>
      <p className="mt-1 text-muted">{t.share.help}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="button-secondary" onClick={create}>
          <Icon node={Link2} className="h-4 w-4" />
          {t.share.button}
        </button>
      </div>
      {link && (
        <div className="mt-3 grid gap-1">
          <label htmlFor={`${id}-link`} className="font-semibold">
            {t.share.link}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={`${id}-link`}
              className="field min-w-0 flex-1"
              readOnly
              value={link}
              onFocus={(e) => e.target.select()}
            />
            <button type="button" className="button-secondary" onClick={() => void copy()}>
              <Icon node={Copy} className="h-4 w-4" />
              {t.share.copy}
            </button>
          </div>
          <p role="status" className="text-sm text-muted">
            {copied === true ? t.share.copied : copied === false ? t.share.copyFailed : ""}
          </p>
        </div>
      )}
    </Card>
  );
}
