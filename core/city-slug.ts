/**
 * Readable, stable URL slugs for cities (decision 035): "São Paulo" → "sao-paulo". A name two
 * cities share keeps its plain slug for the more populous one and adds the country to the others
 * ("hyderabad-pakistan"), then the province when the country is the same too.
 */

/** Lowercase ASCII words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’.]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Short country words in slugs, where the full name is long. */
const countrySlugs: Readonly<Record<string, string>> = {
  "United States of America": "usa",
  "United States": "usa",
  "United Kingdom": "uk",
};

export interface SlugInput {
  name: string;
  country: string;
  province: string;
}

/**
 * A slug for each city, in the order given (most populous first), none of them in `taken`
 * (which it fills): the plain name, else name-country, else name-province-country, else a number.
 */
export function assignSlugs(items: readonly SlugInput[], taken: Set<string>): string[] {
  return items.map((item) => {
    const base = slugify(item.name) || "city";
    const country = countrySlugs[item.country] ?? slugify(item.country);
    const tries = [base, `${base}-${country}`, `${base}-${slugify(item.province)}-${country}`];
    let slug = tries.find((candidate) => !taken.has(candidate));
    for (let n = 2; slug === undefined; n++) if (!taken.has(`${tries[2]}-${n}`)) slug = `${tries[2]}-${n}`;
    taken.add(slug);
    return slug;
  });
}

/** Words for matching typed text: no accents, no case, no punctuation. */
export function searchKey(text: string): string {
  return slugify(text).replace(/-/g, " ");
}
