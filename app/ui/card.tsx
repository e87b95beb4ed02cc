import type { ReactNode } from "react";

/** Surface of a page section: readable on any of the visitor's background colours. */
export const cardClass =
  "rounded-2xl border border-slate-200 bg-white p-5 text-slate-900 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-50";

export function Card({
  children,
  className = "",
  labelledBy,
  as: Tag = "section",
}: {
  children: ReactNode;
  className?: string;
  labelledBy?: string;
  as?: "section" | "div" | "aside";
}) {
  return (
    <Tag aria-labelledby={labelledBy} className={`${cardClass} ${className}`}>
      {children}
    </Tag>
  );
}

export function SectionTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-xl font-bold tracking-tight sm:text-2xl">
      {children}
    </h2>
  );
}
