import styled from 'styled-components';
import { RESET_OFFER_MESSAGE, RESETS_SPENT_MESSAGE, type ResetOffer } from '@common/rate-limit';
import { paths } from '../../app/paths';
import { s, space } from '../../theme/helpers';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';

interface RateLimitPanelProps {
  resetting: boolean;
  /** The server's own words: the daily limit reached, or the whole site out of answers for today. */
  detail?: string | null;
  /** The reset, or why it is not offered (the day's resets spent, or the site out of answers). */
  offer: ResetOffer;
  /** The server's words when it refused the reset. */
  resetRefusal?: string;
  onReset: () => void;
}

const SITE_FULL = 'The site has answered all the questions it can for today, so a reset would not help.';

/** SPEC §8: the demo's reset panel when the visitor has used up their questions, while a reset is left today. */
export function RateLimitPanel({ resetting, detail, offer, resetRefusal, onReset }: RateLimitPanelProps) {
  const canReset = offer === 'reset';
  return (
    <Container $width="narrow">
      <Panel role="alert" aria-labelledby="rate-limit-heading">
        <h1 id="rate-limit-heading">Rate Limit Exceeded</h1>
        {canReset && <p>{RESET_OFFER_MESSAGE}</p>}
        {offer === 'resetsSpent' && <p data-testid="resets-spent">{resetRefusal ?? RESETS_SPENT_MESSAGE}</p>}
        {offer === 'siteFull' && <p>{SITE_FULL}</p>}
        {detail && <Detail>{detail}</Detail>}
        <Actions>
          {canReset && (
            <Button onClick={onReset} $softDisabled={resetting} aria-busy={resetting}>
              {resetting ? 'Resetting...' : 'Reset Rate Limit'}
            </Button>
          )}
          <ButtonLink to={paths.search()} $variant={canReset ? 'secondary' : 'primary'}>
            Browse answered questions
          </ButtonLink>
        </Actions>
      </Panel>
    </Container>
  );
}

const Panel = styled(Card)`
  display: grid;
  gap: ${space('md')};
  margin: ${space('xxl')} 0;
  border-color: ${s('accent')};
  background: ${s('accentSoft')};
  h1 {
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  p {
    color: ${s('text')};
  }
`;

const Detail = styled.p`
  && {
    color: ${s('textSecondary')};
  }
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('sm')};
`;
