import type { ReactNode } from "react";

/** A tool page's heading and introduction, the same on every tool; `children` follow inside (a notice). */
export function PageHeader({ h1, intro, children }: { h1: ReactNode; intro: ReactNode; children?: ReactNode }) {
  return (
    <header className="text-center">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{h1}</h1>
      <p className="mx-auto mt-3 max-w-3xl text-lg text-muted">{intro}</p>
      {children}
    </header>
  );
}
