import type { FocusText } from "@content/focus/ui";
import { localeOf } from "@content/i18n/locale";
import { Download } from "lucide";
import { Icon } from "~/ui/icon";
import { useId } from "react";
import { useI18n } from "~/lib/i18n";
import { Card, SectionTitle } from "~/ui/card";
import { ConfirmButton } from "~/ui/confirm-button";
import { toast } from "~/ui/toast-store";
import { clearHistory, useWeekHistory } from "./use-history";

const W = 350;
const H = 160;
const BAR = 30;
const TOP = 16;
const BOTTOM = 24;

/**
 * "Your focus this week": an SVG bar chart of focus minutes per day, hidden from screen readers,
 * which read the same figures in a table (visually hidden) instead; and the CSV download.
 */
export function HistoryCard({ t }: { t: FocusText }) {
  const { language } = useI18n();
  const headingId = useId();
  const history = useWeekHistory();
  const weekday = new Intl.DateTimeFormat(localeOf[language], { weekday: "short" });
  const dayName = new Intl.DateTimeFormat(localeOf[language], { weekday: "long", day: "numeric", month: "long" });
  const total = history.days.reduce((sum, d) => sum + d.minutes, 0);
  const max = Math.max(60, ...history.days.map((d) => d.minutes));
  const step = W / 7;

  return (
    <Card labelledBy={headingId}>
      <SectionTitle id={headingId}>{t.history.heading}</SectionTitle>
      <p className="mt-2 text-muted">{t.history.intro}</p>
      {history.status === "loading" && <p className="mt-4">{t.history.loading}</p>}
      {history.status === "failed" && (
        <p className="mt-4 font-semibold text-red-700 dark:text-red-300">{t.history.failed}</p>
      )}
      {history.status === "ready" && (
        <figure className="mt-4" data-testid="focus-history">
          <figcaption className="font-semibold" data-testid="focus-total">
            {total > 0 ? t.history.total(total) : t.history.empty}
          </figcaption>
          <svg viewBox={`0 0 ${W} ${H}`} className="mt-3 w-full max-w-xl" aria-hidden="true" focusable="false">
            {history.days.map((d, i) => {
              const h = ((H - TOP - BOTTOM) * d.minutes) / max;
              const x = i * step + (step - BAR) / 2;
              return (
                <g key={d.day.toISOString()}>
                  <rect x={x} y={H - BOTTOM - h} width={BAR} height={Math.max(h, 1)} rx={4} className="fill-brand" />
                  {d.minutes > 0 && (
                    <text
                      x={x + BAR / 2}
                      y={H - BOTTOM - h - 4}
                      textAnchor="middle"
                      className="fill-current text-[11px]"
                    >
                      {d.minutes}
                    </text>
                  )}
                  <text x={x + BAR / 2} y={H - 6} textAnchor="middle" className="fill-current text-[12px]">
                    {weekday.format(d.day)}
                  </text>
                </g>
              );
            })}
          </svg>
          <table className="sr-only">
            <caption>{t.history.chartLabel(total)}</caption>
            <thead>
              <tr>
                <th scope="col">{t.history.day}</th>
                <th scope="col">{t.history.minutes}</th>
              </tr>
            </thead>
            <tbody>
              {history.days.map((d) => (
                <tr key={d.day.toISOString()}>
                  <th scope="row">{dayName.format(d.day)}</th>
                  <td>{d.minutes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      )}
      <p className="mt-4 flex flex-wrap gap-3">
        <a href="/api/focus-sessions.csv" download className="button-secondary inline-flex px-4 py-2">
          <Icon node={Download} className="h-5 w-5" />
          {t.history.download}
        </a>
        <ConfirmButton
          trigger={t.history.clear}
          title={t.history.clearTitle}
          description={t.history.clearText}
          cancel={t.history.cancel}
          confirm={t.history.clear}
          onConfirm={() =>
            void clearHistory().then((ok) =>
              toast(ok ? { title: t.history.cleared } : { title: t.history.clearFailed, variant: "destructive" }),
            )
          }
        />
      </p>
    </Card>
  );
}
