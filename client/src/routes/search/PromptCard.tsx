import styled from 'styled-components';
import type { PromptCard_PromptFragment } from '@generated/graphql';
import { paths } from '../../app/paths';
import { formatViews } from '../../lib/format';
import { s, space } from '../../theme/helpers';
import { Badge } from '../../ui/Badge';
import { CardLink } from '../../ui/Card';
import { ArrowRightIcon, EyeIcon } from '../../ui/icons';

/**
 * A search result: the question, its view count and the episode it cites most.
 * Goes to /answer/{slug}; a prompt without a slug goes home with its text in the box (SPEC §2).
 */
export function PromptCard({ prompt }: { prompt: PromptCard_PromptFragment }) {
  const target = prompt.slug ? { to: paths.answer(prompt.slug) } : { to: paths.home(), state: { question: prompt.text } };
  return (
    <Tile {...target} $interactive>
      <Question>{prompt.text}</Question>
      <Meta>
        <span>
          <EyeIcon size={16} />
          {formatViews(prompt.viewCount)}
        </span>
        {prompt.episodeNumber != null && <Badge>EP {prompt.episodeNumber}</Badge>}
        <Arrow aria-hidden="true">
          <ArrowRightIcon size={18} />
        </Arrow>
      </Meta>
    </Tile>
  );
}

const Tile = styled(CardLink)`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${space('md')};
  height: 100%;
`;

const Question = styled.p`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  overflow-wrap: anywhere;
`;

const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: ${space('sm')};
  color: ${s('textSecondary')};
  font-size: ${({ theme }) => theme.fontSize.sm};
  > span:first-child {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

const Arrow = styled.span`
  margin-left: auto;
  color: ${s('primary')};
  display: inline-flex;
`;
