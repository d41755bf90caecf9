import styled from 'styled-components';
import { s, space } from '../../../theme/helpers';
import { SubmitButton } from '../components/FormFields';

interface FooterProps {
  label: string;
  busyLabel: string;
  submitting?: boolean;
  invalid?: boolean;
  /** A submit was refused by the rules (their messages are showing). */
  showProblems?: boolean;
}

/** The save button of an episode form: disabled while saving or while the form is invalid. */
export function EpisodeFormFooter({ label, busyLabel, submitting = false, invalid = false, showProblems = false }: FooterProps) {
  return (
    <Footer>
      {showProblems && invalid && <Problems role="status">Please correct the highlighted fields.</Problems>}
      <SubmitButton type="submit" $size="lg" $softDisabled={submitting} aria-disabled={invalid} aria-busy={submitting}>
        {submitting ? busyLabel : label}
      </SubmitButton>
    </Footer>
  );
}

const Footer = styled.div`
  margin-top: ${space('lg')};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${space('sm')};
`;

const Problems = styled.p`
  color: ${s('danger')};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
