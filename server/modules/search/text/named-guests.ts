/**
 * Episodes (positions in `guestTerms`) whose guest a question's distinct index terms name: two
 * terms of the guest's name, or the whole name when it has fewer ("Ada Vale", "Meltem Kuran"
 * for Meltem Kuran Berkowitz), so that a first name alone, or a name that is also a word,
 * names no one.
 */
export function namedGuests(guestTerms: readonly (readonly string[])[], terms: readonly string[]): number[] {
  const question = new Set(terms);
  const named: number[] = [];
  guestTerms.forEach((name, e) => {
    const held = name.filter((t) => question.has(t)).length;
    if (name.length > 0 && held >= Math.min(2, name.length)) named.push(e);
  });
  return named;
}
