import { toast } from '../../../ui/toast';
import { Button } from '../../../ui/Button';
import { useResetRateLimitsMutation } from './useResetRateLimitsMutation';

/** 'Reset Rate Limits' with its busy state and the SPEC §8 toasts. */
export function ResetRateLimitsButton({ block = false }: { block?: boolean }) {
  const [reset, { loading }] = useResetRateLimitsMutation();
  const run = async () => {
    try {
      const { data } = await reset();
      toast({ title: 'Rate limits reset', description: data?.resetRateLimits.message });
    } catch {
      toast({ title: 'Reset failed', description: 'Failed to reset rate limits.', variant: 'destructive' });
    }
  };
  return (
    <Button $variant="secondary" $block={block} onClick={run} $softDisabled={loading} aria-busy={loading}>
      {loading ? 'Resetting...' : 'Reset Rate Limits'}
    </Button>
  );
}
