import type { Element, ElementContent } from 'hast';
import type { ExtraProps } from 'hast-util-to-jsx-runtime';
import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { matchQuote } from '../../lib/quote-match';
import { s, space } from '../../theme/helpers';
import { useAnswerSources } from './answer-context';
import { QuoteAttribution } from './QuoteAttribution';
import { SourceLinks } from './SourceLinks';

function textOf(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join(' ');
  return '';
}

/** A blockquote of the answer, matched to its source quote (SPEC §5) and shown with its episode links. */
export function QuoteBlock({ node, children }: ComponentProps<'blockquote'> & ExtraProps) {
  const { quotes, episodes } = useAnswerSources();
  const index = node ? matchQuote(textOf(node), quotes) : null;
  const quote = index === null ? null : quotes[index]!;
  const title = quote ? episodes?.byNumber.get(quote.episode)?.title : null;
  return (
    <Figure>
      <Blockquote>{children}</Blockquote>
      {quote && (
        <Caption>
          <Attribution>
            <QuoteAttribution quote={quote} title={title} />
          </Attribution>
          <SourceLinks quote={quote} />
        </Caption>
      )}
    </Figure>
  );
}

const Figure = styled.figure`
  && {
    margin: ${space('lg')} 0;
  }
  padding: ${space('md')} ${space('md')} ${space('md')} ${space('lg')};
  border-left: 4px solid ${s('accent')};
  border-radius: 0 ${({ theme }) => theme.radius.md}px ${({ theme }) => theme.radius.md}px 0;
  background: ${s('accentSoft')};
`;

const Blockquote = styled.blockquote`
  margin: 0;
  font-family: ${({ theme }) => theme.font.quote};
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: ${({ theme }) => theme.lineHeight.relaxed};
  color: ${s('text')};
  > * + * {
    margin-top: ${space('sm')};
  }
`;

const Caption = styled.figcaption`
  display: grid;
  gap: ${space('sm')};
  margin-top: ${space('sm')};
`;

const Attribution = styled.p`
  color: ${s('textSecondary')};
  font-size: ${({ theme }) => theme.fontSize.sm};
  strong {
    color: ${s('text')};
  }
`;
