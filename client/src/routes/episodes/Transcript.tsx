import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { parseTranscriptBlocks } from '@common/transcript';
import { blockIndexAt, timestampFromHash } from '../../lib/transcript-anchor';
import { s, space } from '../../theme/helpers';

/**
 * SPEC §2: the transcript in paragraphs (one per speaker turn). Beyond the SPEC, each
 * paragraph carries its timestamp and an anchor (#t=mm:ss) that scrolls to it and
 * highlights it, so a quote's source can link to the moment it was said.
 */
export function Transcript({ text }: { text: string }) {
  const blocks = useMemo(() => parseTranscriptBlocks(text), [text]);
  // One element per time carries its id: the paragraph its anchor points at (ids are unique).
  const anchors = useMemo(() => new Set(blocks.map((block) => blockIndexAt(blocks, block.timestamp))), [blocks]);
  const { hash } = useLocation();
  const target = timestampFromHash(hash);
  const highlighted = target === null ? null : blockIndexAt(blocks, target);
  const refs = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    if (highlighted === null) return;
    const element = refs.current[highlighted];
    if (!element) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    element.focus({ preventScroll: true });
  }, [highlighted]);

  return (
    <Blocks>
      {blocks.map((block, i) => (
        <Block
          key={`${block.seconds}-${i}`}
          ref={(element) => {
            refs.current[i] = element;
          }}
          id={anchors.has(i) ? `t=${block.timestamp}` : undefined}
          tabIndex={-1}
          $highlighted={i === highlighted}
          data-highlighted={i === highlighted ? 'true' : undefined}
        >
          <Header>
            <Speaker>{block.speaker}</Speaker>
            <Stamp to={{ hash: `t=${block.timestamp}` }} replace aria-label={`Link to ${block.timestamp}${block.estimated ? ' (estimated)' : ''}`}>
              {block.estimated ? '~' : ''}
              {block.timestamp}
            </Stamp>
          </Header>
          {block.text.split('\n').map((paragraph, j) => (
            <p key={j}>{paragraph}</p>
          ))}
        </Block>
      ))}
    </Blocks>
  );
}

const Blocks = styled.div`
  display: grid;
  gap: ${space('xs')};
`;

const Block = styled.section<{ $highlighted: boolean }>`
  display: grid;
  gap: ${space('xs')};
  padding: ${space('md')};
  margin: 0 -${space('md')};
  border-radius: ${({ theme }) => theme.radius.md}px;
  border-left: 4px solid transparent;
  scroll-margin-top: 88px;
  line-height: ${({ theme }) => theme.lineHeight.relaxed};
  /* A long word (an address read out, a name) wraps instead of widening the page. */
  overflow-wrap: anywhere;
  transition:
    background 300ms ease,
    border-color 300ms ease;
  &:focus {
    outline: none;
  }
  ${({ $highlighted }) =>
    $highlighted &&
    css`
      background: ${s('accentSoft')};
      border-left-color: ${s('accent')};
    `}
`;

const Header = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${space('sm')};
`;

const Speaker = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Stamp = styled(Link)`
  /* Beside a long speaker name, the time keeps to one line ("00:20", never "00", ":2", "0"). */
  flex-shrink: 0;
  white-space: nowrap;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${s('textSecondary')};
  text-decoration: none;
  &:hover {
    color: ${s('primary')};
    text-decoration: underline;
  }
`;
