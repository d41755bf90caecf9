import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { s, space } from '../theme/helpers';

interface CardStyleProps {
  /** Lifts on hover: for cards that are links. */
  $interactive?: boolean;
  $padding?: 'md' | 'lg';
}

const cardStyle = css<CardStyleProps>`
  display: block;
  min-width: 0;
  padding: ${({ theme, $padding = 'lg' }) => theme.space[$padding]}px;
  background: ${s('surface')};
  border: 1px solid ${s('border')};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${s('text')};
  text-decoration: none;
  ${({ $interactive }) =>
    $interactive &&
    css`
      transition:
        border-color 120ms ease,
        box-shadow 120ms ease,
        transform 120ms ease;
      &:hover {
        border-color: ${s('primary')};
        box-shadow: ${({ theme }) => theme.shadow.md};
        transform: translateY(-1px);
      }
    `}
`;

/** A white panel with a border. */
export const Card = styled.div<CardStyleProps>`
  ${cardStyle}
`;

/** A card that is an in-app link. */
export const CardLink = styled(Link)<CardStyleProps>`
  ${cardStyle}
`;

/** A responsive grid of cards: one column on phones, up to three on wide screens. */
export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space('md')};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;
