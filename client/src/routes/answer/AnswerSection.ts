import styled from 'styled-components';
import { s, space } from '../../theme/helpers';

/** A ruled-off section under the answer (Sources, Related Answers) with its h2. */
export const AnswerSection = styled.section`
  display: grid;
  gap: ${space('md')};
  padding-top: ${space('lg')};
  border-top: 1px solid ${s('border')};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;
