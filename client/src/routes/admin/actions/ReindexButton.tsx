import { toast } from '../../../ui/toast';
import { Button, type ButtonVariant } from '../../../ui/Button';
import { failureToast } from '../admin-errors';
import { useReindexMutation } from './useReindexMutation';

/** 'Reindex All Episodes' with its busy state and toasts (dashboard and Add Episode). */
export function ReindexButton({ variant = 'secondary', block = false }: { variant?: ButtonVariant; block?: boolean }) {
  const [reindex, { loading }] = useReindexMutation();
  const run = async () => {
    try {
      const { data } = await reindex();
      toast({ title: 'Reindexing successful', description: data?.reindex.message });
    } catch (error) {
      toast(failureToast('Reindexing failed', error, 'Failed to reindex episodes'));
    }
  };
  return (
    <Button $variant={variant} $block={block} onClick={run} $softDisabled={loading} aria-busy={loading}>
      {loading ? 'Reindexing...' : 'Reindex All Episodes'}
    </Button>
  );
}
