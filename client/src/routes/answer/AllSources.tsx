import styled from 'styled-components';
import type { Quote } from '@common/quote';
import { s, space } from '../../theme/helpers';
import { useAnswerSources } from './answer-context';
import { QuoteAttribution } from './QuoteAttribution';
import { SourceLinks } from './SourceLinks';

/** SPEC §2: the 'All Sources' list, one entry per quote. */
export function AllSources({ quotes }: { quotes: readonly Quote[] }) {
  const { episodes } = useAnswerSources();
  return (
    <List>
      {quotes.map((quote, i) => {
        const title = episodes?.byNumber.get(quote.episode)?.title;
        return (
          <Item key={`${quote.episode}-${quote.timestamp}-${i}`}>
            <Number aria-hidden="true">{i + 1}</Number>
            <Body>
              <QuoteText>“{quote.text}”</QuoteText>
              <Meta>
                <QuoteAttribution quote={quote} title={title} />
              </Meta>
              <SourceLinks quote={quote} />
            </Body>
          </Item>
        );
      })}
    </List>
  );
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space('md')};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space('md')};
  padding: ${space('md')};
  border: 1px solid ${s('border')};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${s('surface')};
`;

const Number = styled.span`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  background: ${s('primarySoft')};
  color: ${s('primary')};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Body = styled.div`
  display: grid;
  gap: ${space('xs')};
  min-width: 0;
`;

const QuoteText = styled.p`
  font-family: ${({ theme }) => theme.font.quote};
  line-height: ${({ theme }) => theme.lineHeight.relaxed};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  color: ${s('textSecondary')};
  font-size: ${({ theme }) => theme.fontSize.sm};
  /* A long guest name or episode title wraps instead of widening the page. */
  overflow-wrap: anywhere;
  strong {
    color: ${s('text')};
  }
`;
