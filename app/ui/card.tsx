import type { ReactNode } from "react";

/** A page section on its surface (`.card` in app/app.css): readable on any of the visitor's background colours. */
export function Card({
  children,
  className = "",
  labelledBy,
  as: Tag = "section",
  hydratesWhenSeenAs,
}: {
  children: ReactNode;
  className?: string;
  labelledBy?: string;
  as?: "section" | "div" | "aside";
  /**
   * The card's id when it is a part that hydrates once seen (`hydrateWhenSeen`, decision 066). Such
   * a card is far below the fold, so it is also styled and laid out once near (`.below-fold`,
   * decision 072).
   */
  hydratesWhenSeenAs?: string;
}) {
  return (
    <Tag
      aria-labelledby={labelledBy}
      className={`card ${hydratesWhenSeenAs ? "below-fold " : ""}${className}`}
      id={hydratesWhenSeenAs}
      data-hydrates-when-seen={hydratesWhenSeenAs ? "" : undefined}
    >
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
