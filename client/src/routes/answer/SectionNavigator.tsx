import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { activeSection, readingProgress, scrollTargetFor } from '../../lib/sections';
import { s, space } from '../../theme/helpers';
import { ProgressBar } from '../../ui/ProgressBar';

export interface NavigatorSection {
  id: string;
  label: string;
}

/** SPEC §2: a floating navigator over the answer, with a reading-progress bar. */
export function SectionNavigator({ sections }: { sections: readonly NavigatorSection[] }) {
  const [active, setActive] = useState<string | null>(sections[0]?.id ?? null);
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const positions = sections.flatMap(({ id }) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      setActive(activeSection(positions));
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
    };
  }, [sections]);

  const go = (id: string) => {
    const element = document.getElementById(id);
    if (!element) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: scrollTargetFor(element.getBoundingClientRect().top, window.scrollY), behavior: smooth ? 'smooth' : 'auto' });
    element.focus({ preventScroll: true });
  };

  return (
    <Bar aria-label="Answer sections">
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

const Bar = styled.nav`
  position: fixed;
  left: 50%;
  bottom: ${space('md')};
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.navigator};
  display: grid;
  gap: 6px;
  width: max-content;
  max-width: calc(100vw - 24px);
  padding: 8px;
  border-radius: ${({ theme }) => theme.radius.lg}px;
  border: 1px solid ${s('border')};
  background: ${s('headerBg')};
  backdrop-filter: blur(8px);
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const Buttons = styled.ul`
  display: flex;
  gap: 4px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const SectionButton = styled.button<{ $active: boolean }>`
  min-height: 36px;
  padding: 0 ${space('md')};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme, $active }) => ($active ? theme.color.primary : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.color.onPrimary : theme.color.textSecondary)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  cursor: pointer;
  &:hover {
    color: ${({ theme, $active }) => ($active ? theme.color.onPrimary : theme.color.text)};
  }
`;
