/**
 * An episode's subject: its title without the " | Guest (Company)" suffix the podcast's titles
 * carry ("How to price your product | Jane Doe (Acme)" → "How to price your product"). Where
 * the guest is named beside it, the suffix would name them twice. A title with no subject
 * before the bar stays whole.
 */
export function episodeSubject(title: string): string {
  const subject = title.split(' | ')[0]?.trim();
  return subject || title.trim();
}

/**
 * Whom the episode is with, as its title's suffix says: what follows the first " | " ("Jane
 * Doe (Acme)" of "How to price your product | Jane Doe (Acme)"), or '' when there is none.
 */
export function episodeTitleGuests(title: string): string {
  const at = title.indexOf(' | ');
  return at === -1 ? '' : title.slice(at + ' | '.length).trim();
}
