import { BookOpen, Lightbulb } from "lucide";
import { Icon } from "~/ui/icon";
import { memo, useId } from "react";
import { Link } from "~/lib/nav";
import { Card, SectionTitle } from "~/ui/card";

/**
 * Numbered how-to steps, optionally followed by tips: the same card on every tool page. Memoised,
 * like every static card below a tool: the tool re-renders each second, its copy never changes.
 */
export const StepsCard = memo(function StepsCard(props: {
  heading: string;
  steps: readonly string[];
  tipsHeading?: string;
  tips?: readonly string[];
}) {
  const headingId = useId();
  const tipsId = useId();
  return (
    <Card labelledBy={headingId} className="below-fold">
      <SectionTitle id={headingId}>{props.heading}</SectionTitle>
      <ol className="mt-4 grid list-decimal gap-2 ps-6 leading-relaxed marker:font-bold">
        {props.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {props.tipsHeading && props.tips && props.tips.length > 0 && (
        <>
          <h3 id={tipsId} className="mt-6 flex items-center gap-2 text-lg font-semibold">
            <Icon node={Lightbulb} className="h-5 w-5" />
            {props.tipsHeading}
          </h3>
          <ul aria-labelledby={tipsId} className="mt-2 grid list-disc gap-2 ps-6 leading-relaxed">
            {props.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
});

/** A card of related articles and tools (memoised, as StepsCard). */
export const LinksCard = memo(function LinksCard({
  heading,
  items,
}: {
  heading: string;
  items: readonly { to: string; label: string }[];
}) {
  const headingId = useId();
  return (
    <Card labelledBy={headingId} className="below-fold">
      <SectionTitle id={headingId}>{heading}</SectionTitle>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="flex h-full items-start gap-3 rounded-xl border border-slate-300 p-3 hover:border-brand hover:bg-brand-soft dark:border-slate-600 dark:hover:bg-slate-800"
            >
              <Icon node={BookOpen} className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
              <span className="font-semibold">{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
});
