import type { BlogPagesText } from "@content/blog-pages/text";
import { CalendarDays, Clock } from "lucide";
import { Icon } from "~/ui/icon";

/** "November 24, 2026 · 5 min read". */
export function PostMeta({ createdAt, readMinutes, s }: { createdAt: string; readMinutes: number; s: BlogPagesText }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
      <span className="inline-flex items-center gap-1">
        <Icon node={CalendarDays} className="h-4 w-4" />
        <time dateTime={createdAt}>{s.date(createdAt)}</time>
      </span>
      <span className="inline-flex items-center gap-1">
        <Icon node={Clock} className="h-4 w-4" />
        {s.readTime(readMinutes)}
      </span>
    </p>
  );
}
