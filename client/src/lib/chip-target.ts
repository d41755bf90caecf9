/** A suggested question on the home page. */
export interface Chip {
  id: string;
  text: string;
  slug?: string | null;
}

const answerPath = (slug: string) => `/answer/${encodeURIComponent(slug)}`;
const askPath = (question: string) => `/answer?question=${encodeURIComponent(question)}`;

/**
 * SPEC §2: a chip with a slug goes to /answer/{slug}; without one, its slug is fetched
 * first; when that fails, the chip's text is asked as a new question.
 */
export async function chipTarget(chip: Chip, fetchSlug: (id: string) => Promise<string | null | undefined>): Promise<string> {
  if (chip.slug) return answerPath(chip.slug);
  try {
    const slug = await fetchSlug(chip.id);
    if (slug) return answerPath(slug);
  } catch {
    // fall through to asking the question
  }
  return askPath(chip.text);
}
