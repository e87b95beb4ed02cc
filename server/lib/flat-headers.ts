/** Response headers as Node's `getHeaders()` and Fastify's `reply.getHeaders()` give them. */
export type HeaderValues = Readonly<Record<string, string | number | readonly string[] | undefined>>;

/**
 * Response headers as the flat name/value list Node's `writeHead` takes: it writes such a list
 * with a fraction of the work a header object costs it (decision 017). Names in `skip` (lower
 * case) are left out; a header with several values gives one pair per value.
 */
export function flatHeaders(headers: HeaderValues, skip: ReadonlySet<string>): string[] {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || skip.has(name.toLowerCase())) continue;
    for (const one of Array.isArray(value) ? value : [value]) flat.push(name, String(one));
  }
  return flat;
}
