import type { FocusText } from "@content/focus/ui";
import { TriangleAlert } from "lucide";
import { Icon } from "~/ui/icon";
import { PageHeader } from "~/ui/page-header";
import type { ToolHeadingCopy } from "~/ui/tool-page";

/** The page's heading and introduction, and the message about a link's unusable settings. */
export function FocusHeader({ copy, problem }: { copy: ToolHeadingCopy; problem: string | null }) {
  return (
    <PageHeader h1={copy.h1} intro={copy.intro}>
      {problem && (
        <p
          role="alert"
          data-testid="url-problem"
          className="mx-auto mt-4 flex max-w-3xl items-start gap-2 rounded-xl border border-amber-600 bg-amber-50 p-3 text-start text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          <Icon node={TriangleAlert} className="mt-0.5 h-5 w-5 shrink-0" />
          {problem}
        </p>
      )}
    </PageHeader>
  );
}

/** The words of a bad link's message: which settings were unusable, in the page's language. */
export function urlProblem(t: FocusText, invalid: readonly string[]): string | null {
  if (invalid.length === 0) return null;
  const names = invalid.map((f) =>
    f === "label" ? t.labelTooLong : t.settings.fields[f as keyof FocusText["settings"]["fields"]],
  );
  return t.urlProblem(names.join(t.listSeparator));
}
