import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { reportActionFailure } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast-store';
import { useDeleteProject } from '../api';

/** Delete for a draft, confirmed in a dialog first: a deleted draft cannot be brought back. */
export function DeleteDraftButton({ id, title }: { id: string; title: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteProject();

  async function onDelete() {
    try {
      await remove.mutateAsync(id);
      setOpen(false);
      toast({ title: 'Draft deleted', description: `${title} is gone.` });
    } catch (error) {
      reportActionFailure('Could not delete the draft')(error);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Delete this draft?"
      description={`${title} will be deleted. This cannot be undone.`}
      trigger={
        <Button size="sm" variant="outline">
          <Trash2 aria-hidden /> Delete<span className="sr-only"> {title}</span>
        </Button>
      }
    >
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Keep the draft
        </Button>
        <Button variant="destructive" disabled={remove.isPending} onClick={() => void onDelete()}>
          {remove.isPending ? 'Deleting...' : 'Delete draft'}
        </Button>
      </div>
    </Dialog>
  );
}
