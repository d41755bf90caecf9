const MAX_SLUG_LENGTH = 80;

/** A readable address part from text: "How do I price?" → "how-do-i-price". */
export function slugify(text: string, maxLength = MAX_SLUG_LENGTH): string {
  const base = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (base.length <= maxLength) return base;
  const cut = base.slice(0, maxLength);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > maxLength / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
}

/** Slugs an admin may type: lower-case letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Old answer addresses used the prompt id; SPEC §5 refuses those on /answer/{slug}. */
export const isUuidLike = (value: string) => UUID_PATTERN.test(value);

/** Why `slug` cannot be an answer's address, or null when it can. */
export function slugProblem(slug: string): 'pattern' | 'id-shaped' | null {
  if (!SLUG_PATTERN.test(slug)) return 'pattern';
  // The answer page refuses such an address as an old id link: the answer could not be opened.
  return isUuidLike(slug) ? 'id-shaped' : null;
}

/**
 * `base`, or `base-2`, `base-3`… : the first candidate that `taken` does not hold. A base
 * shaped like an id (a question of hexadecimal words) is never used alone, as the answer
 * page would refuse it; its numbered variants are not id-shaped.
 */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  const root = base === '' ? 'question' : base;
  if (!taken.has(root) && !isUuidLike(root)) return root;
  for (let n = 2; ; n++) {
    const candidate = `${root}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
