/**
 * Orders two strings by UTF-16 code unit, as `<` does: for keys whose code-unit order is the order
 * wanted (ids, zero-padded "HH:MM", this project's ASCII labels). Unlike `localeCompare` it sets up
 * no collator, whose first use costs 10–15 ms of the main thread while modules load (decision 058).
 */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
