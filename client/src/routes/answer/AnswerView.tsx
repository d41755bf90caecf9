import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { metaDescription } from '@common/meta';
import type { Quote } from '@common/quote';
import { paths } from '../../app/paths';
import { useSite } from '../../app/site';
import { stripAttributionLines } from '../../lib/attribution';
import { usePageMeta } from '../../lib/document-meta';
import { extractTakeaways } from '../../lib/takeaways';
import { above, s, space } from '../../theme/helpers';
import { Container } from '../../ui/Container';
import { ArrowLeftIcon, SparkIcon } from '../../ui/icons';
import { Markdown, type MarkdownComponents } from '../../ui/Markdown';
import { Eyebrow } from '../../ui/Eyebrow';
import { quietLink } from '../../ui/link-styles';
import { NewsletterForm } from '../subscribe/NewsletterForm';
import { AllSources } from './AllSources';
import { AnswerSourcesContext } from './answer-context';
import { QuoteBlock } from './QuoteBlock';
import { AnswerSection } from './AnswerSection';
import { RelatedAnswers } from './RelatedAnswers';
import { SectionNavigator, type NavigatorSection } from './SectionNavigator';
import { useEpisodeIndex } from './useEpisodeIndex';

export interface AnswerContent {
  question: string;
  slug: string;
  markdown: string;
  quotes: readonly Quote[];
}

const bodyComponents: MarkdownComponents = { blockquote: QuoteBlock };

/** An answered question (SPEC §2 Answer page, "Once answered"). */
export function AnswerView({ question, slug, markdown, quotes }: AnswerContent) {
  const site = useSite();
  const episodes = useEpisodeIndex();
  const { takeaways, body } = useMemo(() => extractTakeaways(stripAttributionLines(markdown)), [markdown]);
  const sections = useMemo<NavigatorSection[]>(
    () => [
      ...(takeaways ? [{ id: 'tldr', label: 'TL;DR' }] : []),
      { id: 'answer', label: 'Answer' },
      ...(quotes.length > 0 ? [{ id: 'quotes', label: 'Quotes' }] : []),
    ],
    [takeaways, quotes.length],
  );
  const sources = useMemo(() => ({ quotes, episodes }), [quotes, episodes]);

  usePageMeta({
    title: `${question} - ${site.podcastName} Q&A`,
    description: metaDescription(markdown),
    canonical: `${site.publicUrl}${paths.answer(slug)}`,
  });

  return (
    <AnswerSourcesContext.Provider value={sources}>
      <Shell>
        <SectionNavigator sections={sections} />
        <Container $width="prose">
          <Article>
            <Back to={paths.home()}>
              <ArrowLeftIcon size={18} />
              Back to home
            </Back>
            <Header>
              <Eyebrow>
                {site.podcastName} Q&amp;A · {quotes.length} {quotes.length === 1 ? 'source' : 'sources'}
              </Eyebrow>
              <h1>{question}</h1>
            </Header>

            {takeaways && (
              <Takeaways id="tldr" tabIndex={-1} aria-labelledby="tldr-heading">
                <h2 id="tldr-heading">
                  <SparkIcon size={18} />
                  Key Takeaways
                </h2>
                <Markdown>{takeaways}</Markdown>
              </Takeaways>
            )}

            <Divider aria-labelledby="continue-heading">
              <DividerLine>
                <span id="continue-heading">Answer continues below</span>
              </DividerLine>
              <SubscribeBox>
                <p>
                  <strong>Get new weekly episodes.</strong> One email a week with the newest conversation and its key takeaways.
                </p>
                <NewsletterForm layout="inline" />
              </SubscribeBox>
            </Divider>

            <section id="answer" tabIndex={-1} aria-label="Answer">
              <Markdown components={bodyComponents}>{body}</Markdown>
            </section>

            {quotes.length > 0 && (
              <AnswerSection id="quotes" tabIndex={-1} aria-labelledby="sources-heading">
                <h2 id="sources-heading">All Sources</h2>
                <AllSources quotes={quotes} />
              </AnswerSection>
            )}

            <RelatedAnswers slug={slug} />
          </Article>
        </Container>
      </Shell>
    </AnswerSourcesContext.Provider>
  );
}

/*
 * The navigator and the answer. On wide screens a grid: the navigator sticks in the left
 * margin, the text keeps its centred column. The navigator sticks only within this box,
 * so it leaves with the end of the answer and never sits over the footer.
 */
const Shell = styled.div`
  ${above('rail')} {
    display: grid;
    grid-template-columns: 1fr minmax(0, ${({ theme }) => theme.maxWidth.prose + 2 * theme.space.lg}px) 1fr;
    > nav {
      grid-column: 1;
      grid-row: 1;
      justify-self: end;
      align-self: start;
    }
    > div {
      grid-column: 2;
      grid-row: 1;
    }
  }
`;

const Article = styled.article`
  display: grid;
  gap: ${space('xl')};
  padding: ${space('lg')} 0 ${space('xl')};
  section:focus,
  aside:focus {
    outline: none;
  }
`;

const Back = styled(Link)`
  ${quietLink}
  justify-self: start;
  gap: ${space('xs')};
  padding: 0 ${space('sm')} 0 ${space('xs')};
  margin-left: -${space('xs')};
`;

const Header = styled.header`
  display: grid;
  gap: ${space('sm')};
  margin-top: -${space('md')};
  h1 {
    font-size: ${({ theme }) => theme.fontSize.xxl};
    letter-spacing: -0.01em;
    overflow-wrap: anywhere;
  }
  ${above('tablet')} {
    h1 {
      font-size: ${({ theme }) => theme.fontSize.xxxl};
    }
  }
`;

const Takeaways = styled.aside`
  padding: ${space('lg')};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  border: 1px solid ${s('primarySoft')};
  background: ${s('primarySoft')};
  h2 {
    display: flex;
    align-items: center;
    gap: ${space('xs')};
    margin-bottom: ${space('sm')};
    color: ${s('primary')};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const Divider = styled.section`
  display: grid;
  gap: ${space('md')};
`;

const DividerLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${space('md')};
  color: ${s('textSecondary')};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${s('borderStrong')};
  }
  span {
    text-align: center;
  }
`;

const SubscribeBox = styled.div`
  display: grid;
  gap: ${space('sm')};
  padding: ${space('md')};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  border: 1px solid ${s('border')};
  background: ${s('surface')};
  ${above('tablet')} {
    padding: ${space('lg')};
  }
  > p {
    color: ${s('textSecondary')};
  }
  strong {
    color: ${s('text')};
  }
`;
