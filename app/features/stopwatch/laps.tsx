import type { StopwatchText } from "@content/stopwatch/text";
import { formatLapTime, lapRows, lapsToCsv, lapsToText } from "@core/stopwatch";
import { ClipboardCopy, Download, FileSpreadsheet } from "lucide";
import { Icon } from "~/ui/icon";
import { useId } from "react";
import { copyText } from "~/lib/clipboard";
import { Card, SectionTitle } from "~/ui/card";
import { toast } from "~/ui/toast";

const badge = {
  fastest: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  slowest: "bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100",
};

/** The lap table (newest first, fastest and slowest marked in words, not only colour) and its exports. */
export function Laps({ laps, s }: { laps: readonly number[]; s: StopwatchText }) {
  const headingId = useId();
  const rows = lapRows(laps).reverse();
  const labels = {
    lap: s.laps.lap,
    lapName: s.laps.lapName,
    lapTime: s.laps.lapTime,
    total: s.laps.total,
    fastest: s.laps.fastest,
    slowest: s.laps.slowest,
  };

  const copy = async (kind: "text" | "csv") => {
    const ok = await copyText(kind === "text" ? lapsToText(laps, labels) : lapsToCsv(laps, labels));
    if (ok) toast({ title: kind === "text" ? s.laps.copiedText : s.laps.copiedCsv });
    else toast({ title: s.laps.copyFailedTitle, description: s.laps.copyFailedText, variant: "destructive" });
  };

  const download = () => {
    const blob = new Blob([lapsToCsv(laps, labels)], { type: "text/csv;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = `tickwise-laps-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-")}.csv`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <Card labelledBy={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SectionTitle id={headingId}>{s.laps.heading}</SectionTitle>
        {laps.length > 0 && (
          <div className="flex flex-wrap gap-2">
            <button type="button" className="button-secondary" onClick={() => void copy("text")}>
              <Icon node={ClipboardCopy} className="h-4 w-4" />
              {s.laps.copyText}
            </button>
            <button type="button" className="button-secondary" onClick={() => void copy("csv")}>
              <Icon node={FileSpreadsheet} className="h-4 w-4" />
              {s.laps.copyCsv}
            </button>
            <button type="button" className="button-secondary" onClick={download}>
              <Icon node={Download} className="h-4 w-4" />
              {s.laps.download}
            </button>
          </div>
        )}
      </div>
      {laps.length === 0 ? (
        <p className="mt-4 text-slate-700 dark:text-slate-300">{s.laps.empty}</p>
      ) : (
        <div className="mt-4 max-h-96 overflow-auto" tabIndex={0} role="region" aria-labelledby={headingId}>
          <table className="w-full border-collapse text-start" data-testid="laps">
            <caption className="sr-only">{s.laps.caption}</caption>
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-600">
                <th scope="col" className="py-2 pe-4 font-semibold">
                  {s.laps.lap}
                </th>
                <th scope="col" className="py-2 pe-4 font-semibold">
                  {s.laps.lapTime}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {s.laps.total}
                </th>
              </tr>
            </thead>
            <tbody className="font-mono tabular-nums">
              {rows.map((row) => (
                <tr
                  key={row.number}
                  className="border-b border-slate-200 dark:border-slate-700"
                  data-fastest={row.fastest || undefined}
                  data-slowest={row.slowest || undefined}
                >
                  <th scope="row" className="py-2 pe-4 font-sans font-semibold">
                    {s.laps.lapName(row.number)}
                    {row.fastest && (
                      <span className={`ms-2 rounded px-1.5 py-0.5 text-xs font-semibold ${badge.fastest}`}>
                        {s.laps.fastest}
                      </span>
                    )}
                    {row.slowest && (
                      <span className={`ms-2 rounded px-1.5 py-0.5 text-xs font-semibold ${badge.slowest}`}>
                        {s.laps.slowest}
                      </span>
                    )}
                  </th>
                  <td className="py-2 pe-4">{formatLapTime(row.lapMs)}</td>
                  <td className="py-2">{formatLapTime(row.totalMs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
