import { Icon, type IconNode } from "~/ui/icon";

/** The two-column grid of titled tiles both download pages use (features, what is included). */
export function FeatureGrid({
  items,
  icon,
}: {
  items: readonly { title: string; text: string }[];
  /** The tile's icon, by position. */
  icon: (index: number) => IconNode;
}) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2">
      {items.map((item, i) => (
        <li
          key={item.title}
          className="flex items-start gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
        >
          <Icon node={icon(i)} className="mt-0.5 h-6 w-6 shrink-0 text-blue-700 dark:text-blue-300" />
          <div>
            <h3 className="font-semibold">{item.title}</h3>
            <p className="text-muted">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
