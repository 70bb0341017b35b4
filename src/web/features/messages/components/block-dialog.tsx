import { Ban } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { toast } from '../../../lib/toast-store';
import { useBlockCompany } from '../api';

/** The quant blocks the company, after being told what that does and how to undo it. */
export function BlockDialog({ conversationId, company }: { conversationId: string; company: string }) {
  const [open, setOpen] = useState(false);
  const block = useBlockCompany(conversationId);

  function onBlock() {
    block.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({
          title: 'Company blocked',
          description: `${company} no longer sees your profile or this conversation.`,
        });
      },
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) block.reset();
      }}
      title={`Block ${company}?`}
      description={`${company} loses this conversation and your profile: its members no longer find you in the talent directory and cannot write to you. You keep this conversation to read.`}
      trigger={
        <Button size="sm" variant="outline">
          <Ban aria-hidden /> Block company
        </Button>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-muted">
          To unblock them later, open{' '}
          <Link to={ROUTES.profile} className="text-primary underline underline-offset-2">
            your profile
          </Link>{' '}
          and remove them under Hide from specific firms.
        </p>
        <FormAlert tone="error">{block.error?.message}</FormAlert>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={block.isPending} onClick={onBlock}>
            {block.isPending ? 'Blocking…' : 'Block company'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
