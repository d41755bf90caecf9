import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast';
import { failureToast } from '../admin-errors';
import { deletePreview } from './prompt-edit';
import type { PromptListItem } from './PromptsTable';
import { useDeleteAllPromptsMutation } from './useDeleteAllPromptsMutation';
import { useDeletePromptMutation } from './useDeletePromptMutation';

export type PendingDelete = { kind: 'one'; prompt: PromptListItem } | { kind: 'all' };

/** The confirmation dialogs for deleting one prompt or all of them (open → confirm → busy → closed). */
export function PromptDeleteDialogs({ pending, onClose }: { pending: PendingDelete | null; onClose: () => void }) {
  const [deletePrompt, { loading: deletingOne }] = useDeletePromptMutation();
  const [deleteAll, { loading: deletingAll }] = useDeleteAllPromptsMutation();
  if (!pending) return null;

  if (pending.kind === 'one') {
    const { prompt } = pending;
    const confirm = async () => {
      try {
        await deletePrompt({ variables: { id: prompt.id } });
        toast({ title: 'Prompt deleted', description: `"${deletePreview(prompt.text)}" was deleted.` });
      } catch (error) {
        toast(failureToast('Delete failed', error, 'Failed to delete prompt.'));
      }
      onClose();
    };
    return (
      <ConfirmDialog
        open
        title="Delete this prompt?"
        confirmLabel="Delete prompt"
        busyLabel="Deleting..."
        busy={deletingOne}
        destructive
        onConfirm={() => void confirm()}
        onCancel={onClose}
      >
        <p>“{prompt.text}”</p>
        <p>The prompt and its answer will be deleted, and /answer/{prompt.slug} will stop working. This cannot be undone.</p>
      </ConfirmDialog>
    );
  }

  const confirmAll = async () => {
    try {
      const { data } = await deleteAll();
      const count = data?.deleteAllPrompts.count ?? 0;
      toast({ title: 'All prompts deleted', description: `${count} ${count === 1 ? 'prompt was' : 'prompts were'} deleted.` });
    } catch (error) {
      toast(failureToast('Delete failed', error, 'Failed to delete prompts.'));
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open
      title="Delete all prompts?"
      confirmLabel="Delete all prompts"
      busyLabel="Deleting..."
      busy={deletingAll}
      destructive
      onConfirm={() => void confirmAll()}
      onCancel={onClose}
    >
      <p>Every prompt and its answer will be deleted, published or not, and their answer pages will stop working.</p>
      <p>This cannot be undone.</p>
    </ConfirmDialog>
  );
}
