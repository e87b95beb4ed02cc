import type { ReactNode } from "react";
import { useId } from "react";

/** One titled card of the settings page. */
export function SettingsSection({
  title,
  help,
  children,
}: {
  title: string;
  help?: string;
  children: (headingId: string) => ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id} className="text-xl font-bold tracking-tight">
        {title}
      </h2>
      {help && <p className="mt-1 text-muted">{help}</p>}
      <div className="mt-4 grid gap-5">{children(id)}</div>
    </section>
  );
}

/** Text with `backticked` parts shown as code. */
export function WithCode({ text }: { text: string }) {
  const parts = text.split("`");
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <code key={i} className="rounded bg-slate-100 px-1 py-0.5 text-[0.9em] break-all dark:bg-slate-800">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}
