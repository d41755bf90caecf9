import styled from 'styled-components';
import { s } from '../../../theme/helpers';
import { Button } from '../../../ui/Button';

/** A quiet delete button in a row of actions: ghost, in the danger colour. */
export const DeleteButton = styled(Button).attrs({ $variant: 'ghost' as const, $size: 'sm' as const })`
  color: ${s('danger')};
  &:hover:not(:disabled) {
    color: ${s('danger')};
    background: ${s('dangerSoft')};
  }
`;
