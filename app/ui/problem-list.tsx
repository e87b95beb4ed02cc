/**
 * What was wrong with a page's link (unusable values replaced by defaults), announced as an alert
 * above the tool: the page still works with what it could read.
 */
export function ProblemList({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-xl border border-amber-700 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <ul className="grid list-disc gap-1 ps-5">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
