import type { PostedPosition } from '../../../../shared/contracts/internship-board';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast-store';
import { useCreatePosition, useUpdatePosition } from '../api';
import { PositionForm, type PositionFormAction } from './position-form';

/**
 * Create New Position, or edit one, in a dialog. A new position is saved as a draft, or published at once by a
 * verified company; an edit keeps the position's status.
 */
export function PositionDialog({
  editing,
  canPublish,
  onClose,
}: {
  /** The position being edited, 'new' for a new one, null when closed. */
  editing: PostedPosition | 'new' | null;
  canPublish: boolean;
  onClose: () => void;
}) {
  const create = useCreatePosition();
  const update = useUpdatePosition();
  const position = editing === 'new' ? undefined : (editing ?? undefined);

  const actions: PositionFormAction[] = position
    ? [
        {
          label: 'Save changes',
          busyLabel: 'Saving...',
          run: async (input) => {
            await update.mutateAsync({ id: position.id, input });
            toast({ title: 'Position saved', description: input.title });
            onClose();
          },
        },
      ]
    : [
        {
          label: 'Save Draft',
          busyLabel: 'Saving...',
          variant: 'outline',
          run: async (input) => {
            await create.mutateAsync({ ...input, status: 'Draft' });
            toast({
              title: 'Draft saved',
              description: `${input.title} is not visible to quants until you publish it.`,
            });
            onClose();
          },
        },
        ...(canPublish
          ? [
              {
                label: 'Publish',
                busyLabel: 'Publishing...',
                run: async (input) => {
                  await create.mutateAsync({ ...input, status: 'Open' });
                  toast({
                    title: 'Position published',
                    description: `${input.title} is in the internship finder now.`,
                  });
                  onClose();
                },
              } satisfies PositionFormAction,
            ]
          : []),
      ];

  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={position ? 'Edit position' : 'Create New Position'}
      description={
        position
          ? `${position.status} position. Changes show in the finder at once when it is open.`
          : 'Quants see the title, location, pay, deadline, requirements and description.'
      }
      className="max-w-2xl"
    >
      {/* A new form for each position opened, so nothing typed for one shows on another. */}
      <PositionForm key={position?.id ?? 'new'} position={position} actions={actions} />
    </Dialog>
  );
}
