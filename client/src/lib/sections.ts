import { NAVIGATOR_SCROLL_OFFSET_PX, NAVIGATOR_SECTION_OFFSET_PX } from '@common/limits';

/** A section's id and where its top is relative to the viewport (getBoundingClientRect().top). */
export interface SectionPosition {
  id: string;
  top: number;
}

/**
 * The section being read: the last one whose top has passed 100 px below what covers the
 * top of the window (`covered`: the sticky header, and the navigator when it sits there);
 * the first before that.
 */
export function activeSection(sections: readonly SectionPosition[], covered = 0, offset = NAVIGATOR_SECTION_OFFSET_PX): string | null {
  let active = sections[0]?.id ?? null;
  for (const section of sections) if (section.top - covered - offset <= 0) active = section.id;
  return active;
}

/** Where to scroll so that a section starts 20 px below what covers the top of the window. */
export const scrollTargetFor = (sectionTop: number, scrollY: number, covered = 0, offset = NAVIGATOR_SCROLL_OFFSET_PX) =>
  Math.max(0, sectionTop + scrollY - covered - offset);

/** How far through the page the reader is, 0–100. */
export function readingProgress(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 100;
  return Math.max(0, Math.min(100, (scrollY / scrollable) * 100));
}
