import { ChevronDown } from "lucide";
import { Icon } from "~/ui/icon";
import { memo, useId } from "react";
import { Card, SectionTitle } from "./card";

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * A FAQ accordion of native <details>: keyboard and screen-reader friendly, no script needed.
 * Memoised: it sits below tools that re-render each second.
 */
export const Faq = memo(function Faq({ heading, items }: { heading: string; items: readonly FaqItem[] }) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <Card labelledBy={headingId} className="below-fold">
      <SectionTitle id={headingId}>{heading}</SectionTitle>
      <div className="mt-4 divide-y divide-slate-200 dark:divide-slate-700">
        {items.map((item) => (
          <details key={item.question} className="group py-2">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-2 font-semibold [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <Icon
                node={ChevronDown}
                className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <p className="pb-2 leading-relaxed text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </Card>
  );
});
