import { useEffect, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { activeSection, readingProgress, scrollTargetFor } from '../../lib/sections';
import { above, s, space } from '../../theme/helpers';
import { ProgressBar } from '../../ui/ProgressBar';

export interface NavigatorSection {
  id: string;
  label: string;
}

/** Height of the sticky site header (0 where there is none). */
const headerHeight = () => document.querySelector('[data-site-header]')?.getBoundingClientRect().height ?? 0;

/**
 * SPEC §2: the answer's navigator, with a reading-progress bar. It never covers the text:
 * on wide screens it is a rail in the margin beside the text; on narrower ones a band
 * that sticks under the site header, above the text. Either way it sticks only while the
 * answer is on screen (never over the footer), comes first in the answer's tab order, and
 * a jump leaves the section 20 px below everything that sticks at the top (SPEC §9).
 */
export function SectionNavigator({ sections }: { sections: readonly NavigatorSection[] }) {
  const theme = useTheme();
  const bar = useRef<HTMLElement>(null);
  const [active, setActive] = useState<string | null>(sections[0]?.id ?? null);
  const [progress, setProgress] = useState(0);
  const [stickAt, setStickAt] = useState(64);

  useEffect(() => {
    const rail = window.matchMedia(`(min-width: ${theme.breakpoint.rail}px)`);
    let frame = 0;
    const update = () => {
      frame = 0;
      const header = headerHeight();
      setStickAt(header);
      // The band under the header covers more: focus moved by the keyboard scrolls in below both.
      const padding = `${covered(header, rail.matches, bar.current) + 20}px`;
      if (document.documentElement.style.scrollPaddingTop !== padding) document.documentElement.style.scrollPaddingTop = padding;
      const positions = sections.flatMap(({ id }) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      setActive(activeSection(positions, covered(header, rail.matches, bar.current)));
      setProgress(readingProgress(window.scrollY, document.documentElement.scrollHeight, window.innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
      document.documentElement.style.scrollPaddingTop = '';
    };
  }, [sections, theme.breakpoint.rail]);

  const go = (id: string) => {
    const element = document.getElementById(id);
    if (!element) return;
    const rail = window.matchMedia(`(min-width: ${theme.breakpoint.rail}px)`).matches;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const top = scrollTargetFor(element.getBoundingClientRect().top, window.scrollY, covered(headerHeight(), rail, bar.current));
    window.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
    element.focus({ preventScroll: true });
  };

  return (
    <Bar ref={bar} aria-label="Answer sections" style={{ top: stickAt }}>
      <ProgressBar value={progress} label="Reading progress" size="thin" />
      <Buttons>
        {sections.map(({ id, label }) => (
          <li key={id}>
            <SectionButton type="button" aria-current={active === id ? 'true' : undefined} $active={active === id} onClick={() => go(id)}>
              {label}
            </SectionButton>
          </li>
        ))}
      </Buttons>
    </Bar>
  );
}

/** What covers the top of the window once scrolled: the header, and the band when the navigator is one (not in rail mode). */
const covered = (header: number, rail: boolean, bar: HTMLElement | null) => header + (rail || !bar ? 0 : bar.getBoundingClientRect().height);

const Bar = styled.nav`
  position: sticky;
  z-index: ${({ theme }) => theme.zIndex.navigator};
  display: grid;
  gap: 6px;
  /* Narrow: a band under the header, as wide as the text column, over an opaque background. */
  max-width: ${({ theme }) => theme.maxWidth.prose + 2 * theme.space.lg}px;
  margin: 0 auto;
  padding: ${space('xs')} ${space('md')};
  background: ${s('background')};
  border-bottom: 1px solid ${s('border')};
  ${above('tablet')} {
    padding: ${space('xs')} ${space('lg')};
  }
  /* Wide: a rail in the margin left of the text. */
  ${above('rail')} {
    width: 168px;
    margin: ${space('lg')} ${space('md')} 0 0;
    padding: ${space('sm')};
    border: 1px solid ${s('border')};
    border-radius: ${({ theme }) => theme.radius.lg}px;
    background: ${s('surface')};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
`;

const Buttons = styled.ul`
  display: flex;
  gap: 4px;
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    flex: 1;
  }
  ${above('rail')} {
    flex-direction: column;
  }
`;

const SectionButton = styled.button<{ $active: boolean }>`
  width: 100%;
  min-height: 36px;
  padding: 0 ${space('md')};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme, $active }) => ($active ? theme.color.primary : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.color.onPrimary : theme.color.textSecondary)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  cursor: pointer;
  ${above('rail')} {
    text-align: left;
  }
  &:hover {
    color: ${({ theme, $active }) => ($active ? theme.color.onPrimary : theme.color.text)};
  }
`;
