import styled, { keyframes } from 'styled-components';
import { s } from '../theme/helpers';

/** Shown while a page's code or session loads. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Wrap role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </Wrap>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrap = styled.div`
  display: grid;
  place-items: center;
  min-height: 40vh;
`;

const Ring = styled.span`
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 3px solid ${s('border')};
  border-top-color: ${s('primary')};
  animation: ${spin} 0.8s linear infinite;
`;
