/** What a list shows while its query loads, or when it failed (with a retry button). */
export function QueryFallback({
  query,
  text,
}: {
  query: { isPending: boolean; refetch: () => unknown };
  text: { loading: string; loadFailed: string; retry: string };
}) {
  if (query.isPending) {
    return (
      <p role="status" className="rounded-2xl bg-white/70 p-6 text-center dark:bg-slate-900/70">
        {text.loading}
      </p>
    );
  }
  return (
    <div role="alert" className="grid justify-items-center gap-3 rounded-2xl bg-white/70 p-6 dark:bg-slate-900/70">
      <p>{text.loadFailed}</p>
      <button type="button" className="button-secondary" onClick={() => void query.refetch()}>
        {text.retry}
      </button>
    </div>
  );
}
