import { episodeTitleGuests } from '../../../../common/episode-title.js';
import { words } from './terms.js';

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

/**
 * Whether a speaker label names one of an episode's guests: every word of the label is a
 * word of the guest field, so each of two guests ("Amara Osei" of "Amara Osei & Jonah
 * Feld") and a label shorter than the field ("Mike Maples" of "Mike Maples, Jr.") count,
 * in any case and with or without accents.
 */
export function labelNamesGuest(label: string, guest: string | null | undefined): boolean {
  if (!guest) return false;
  const guestWords = new Set(words(guest));
  const labelWords = words(label);
  return labelWords.length > 0 && labelWords.every((w) => guestWords.has(w));
}

/**
 * Whether a speaker label is one of an episode's guests: named by its guest field, or by its
 * title's " | Guest" suffix (episodeTitleGuests), where an episode with two guests often names
 * both while its guest field names the first ("Melissa Perri" for "… | Melissa Perri and
 * Denise Tilles").
 */
export function labelIsGuest(label: string, episode: { guest: string | null; title: string }): boolean {
  return labelNamesGuest(label, episode.guest) || labelNamesGuest(label, episodeTitleGuests(episode.title));
}
