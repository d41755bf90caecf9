import styled from 'styled-components';
import { space } from '../../../theme/helpers';

/** The fields of an admin form, one under the other. */
export const FormGrid = styled.div`
  display: grid;
  gap: ${space('md')};
`;

/** Cancel / Save, at the end of a form. */
export const FormActions = styled.div`
  margin-top: ${space('lg')};
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space('xs')};
`;
