import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { RELATED_ANSWERS } from '@common/limits';
import { paths } from '../../app/paths';
import { s, space } from '../../theme/helpers';
import { Skeleton } from '../../ui/Skeleton';
import { ArrowRightIcon } from '../../ui/icons';
import { AnswerSection } from './AnswerSection';
import { RelatedPromptsDocument } from './answer.documents';

/**
 * Up to five published answers to similar questions, under the sources: skeleton rows
 * while they load; nothing at all when there are none or they cannot be loaded (the
 * answer is complete without them).
 */
export function RelatedAnswers({ slug }: { slug: string }) {
  const { data, loading, error } = useQuery(RelatedPromptsDocument, { variables: { slug } });
  const related = data?.relatedPrompts ?? [];
  if (error || (!loading && related.length === 0)) return null;
  return (
    <AnswerSection aria-labelledby="related-heading" aria-busy={loading}>
      <h2 id="related-heading">Related Answers</h2>
      <List>
        {loading
          ? Array.from({ length: RELATED_ANSWERS }, (_, i) => (
              <li key={i}>
                <Placeholder>
                  <Skeleton $width={`${85 - i * 9}%`} $height="1.1em" />
                </Placeholder>
              </li>
            ))
          : related.map((prompt) => (
              <li key={prompt.id}>
                <Item to={paths.answer(prompt.slug)}>
                  <span>{prompt.text}</span>
                  {prompt.episodeNumber !== null && prompt.episodeNumber !== undefined && <Episode>Ep. {prompt.episodeNumber}</Episode>}
                  <ArrowRightIcon size={18} aria-hidden="true" />
                </Item>
              </li>
            ))}
      </List>
    </AnswerSection>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space('sm')};
`;

/** One bordered row: a related answer, or its placeholder while loading. */
const row = css`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 52px;
  padding: ${space('sm')} ${space('md')};
  border: 1px solid ${s('border')};
  border-radius: ${({ theme }) => theme.radius.lg}px;
`;

const Item = styled(Link)`
  ${row}
  background: ${s('surface')};
  color: ${s('text')};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-decoration: none;
  span:first-child {
    flex: 1;
    overflow-wrap: anywhere;
  }
  svg {
    flex: none;
    color: ${s('textSecondary')};
  }
  &:hover {
    border-color: ${s('primary')};
    svg {
      color: ${s('primary')};
    }
  }
`;

const Episode = styled.span`
  flex: none;
  color: ${s('textSecondary')};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Placeholder = styled.div`
  ${row}
`;
