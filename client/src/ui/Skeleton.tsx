import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

/** A grey placeholder block while content loads. */
export const Skeleton = styled.span.attrs({ 'aria-hidden': true, 'data-testid': 'skeleton' })<{
  $width?: string;
  $height?: string;
  $radius?: number;
}>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '1em' }) => $height};
  border-radius: ${({ $radius = 8 }) => $radius}px;
  background: ${({ theme }) => theme.color.skeleton};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;
