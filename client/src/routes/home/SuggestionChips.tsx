import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { HOME_SUGGESTIONS } from '@common/limits';
import { paths } from '../../app/paths';
import { chipTarget, type Chip } from '../../lib/chip-target';
import { fetchGraphQL } from '../../lib/graphql-fetch';
import { s, space } from '../../theme/helpers';
import { Skeleton } from '../../ui/Skeleton';
import { HomeSuggestionsDocument, PromptSlugDocument } from './home.documents';

/** Six popular answered questions (SPEC §2), with six placeholders while they load. */
export function SuggestionChips() {
  const [chips, setChips] = useState<Chip[] | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const controller = new AbortController();
    fetchGraphQL(HomeSuggestionsDocument, { limit: HOME_SUGGESTIONS }, controller.signal)
      .then(({ prompts }) => setChips(prompts))
      .catch(() => {
        if (!controller.signal.aborted) setChips([]);
      });
    return () => controller.abort();
  }, []);

  if (chips && chips.length === 0) return null;

  const openWithoutSlug = async (chip: Chip) => {
    const target = await chipTarget(chip, async (id) => (await fetchGraphQL(PromptSlugDocument, { id })).prompt?.slug);
    void navigate(target);
  };

  return (
    <Section aria-labelledby="suggestions-heading" aria-busy={chips === null}>
      <Heading id="suggestions-heading">Popular questions</Heading>
      <List>
        {chips === null
          ? Array.from({ length: HOME_SUGGESTIONS }, (_, i) => (
              <li key={i}>
                <Skeleton $width={`${150 + ((i * 47) % 110)}px`} $height="40px" $radius={999} />
              </li>
            ))
          : chips.map((chip) => (
              <li key={chip.id}>
                {chip.slug ? (
                  <ChipLink to={paths.answer(chip.slug)}>{chip.text}</ChipLink>
                ) : (
                  <ChipButton type="button" onClick={() => void openWithoutSlug(chip)}>
                    {chip.text}
                  </ChipButton>
                )}
              </li>
            ))}
      </List>
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${space('sm')};
  justify-items: center;
  width: 100%;
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${s('textSecondary')};
  text-transform: uppercase;
  letter-spacing: 0.08em;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space('xs')};
  list-style: none;
  margin: 0;
  padding: 0;
  max-width: 100%;
  li {
    max-width: 100%;
  }
`;

const chipStyle = css`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  min-height: 40px;
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radius.lg}px;
  border: 1px solid ${s('border')};
  background: ${s('surface')};
  color: ${s('text')};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-align: left;
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadow.sm};
  cursor: pointer;
  &:hover {
    border-color: ${s('primary')};
    color: ${s('primary')};
  }
`;

const ChipLink = styled(Link)`
  ${chipStyle}
`;

const ChipButton = styled.button`
  ${chipStyle}
`;
