import styled from 'styled-components';
import { s } from '../theme/helpers';

/** 'Skip to content': hidden above the page until it has the keyboard focus. */
export const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 100;
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${s('primary')};
  color: ${s('onPrimary')};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  &:focus {
    top: 8px;
  }
`;
