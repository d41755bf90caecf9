import { useState } from 'react';
import styled from 'styled-components';
import { RESET_OFFER_MESSAGE } from '@common/rate-limit';
import { readFetchFailure } from '../../lib/fetch-failure';
import { s, space } from '../../theme/helpers';
import { Button } from '../../ui/Button';

interface DemoResetProps {
  /** Resets the visitor's own allowance; throws with the server's words when refused. */
  onReset: () => Promise<void>;
}

/**
 * Under the capacity message, when the visitor's own questions are used up while the site
 * still answers and a demo reset is left today (SPEC §6: visitors reset their own limit).
 * Without it, home offered no way to the reset but typing an /answer address.
 */
export function DemoReset({ onReset }: DemoResetProps) {
  const [resetting, setResetting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const reset = () => {
    if (resetting) return;
    setResetting(true);
    setRefusal(null);
    onReset()
      .catch((error: unknown) => setRefusal(readFetchFailure(error).message ?? 'Failed to reset your limit. Please try again.'))
      .finally(() => setResetting(false));
  };
  return (
    <Panel>
      <p>{RESET_OFFER_MESSAGE}</p>
      <Button type="button" onClick={reset} $softDisabled={resetting} aria-busy={resetting}>
        {resetting ? 'Resetting...' : 'Reset Rate Limit'}
      </Button>
      {refusal && <p role="alert">{refusal}</p>}
    </Panel>
  );
}

const Panel = styled.div`
  display: grid;
  justify-items: start;
  gap: ${space('xs')};
  color: ${s('text')};
`;
