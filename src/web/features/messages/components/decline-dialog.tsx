import { XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { DECLINE_REASON_LABELS, DECLINE_REASONS, type DeclineReason } from '../../../../shared/message-rules';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { toast } from '../../../lib/toast-store';
import { useDeclineConversation } from '../api';

const NO_REASON = '';
/** The reasons a quant can give, and none (the default). */
const CHOICES: (DeclineReason | typeof NO_REASON)[] = [NO_REASON, ...DECLINE_REASONS];

/** The quant says no in one click; a reason is optional, and the firm sees it. */
export function DeclineDialog({ conversationId, company }: { conversationId: string; company: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<(typeof CHOICES)[number]>(NO_REASON);
  const decline = useDeclineConversation(conversationId);

  function onDecline() {
    decline.mutate(reason || null, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Conversation declined', description: `${company} can no longer write unless you do.` });
      },
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) decline.reset();
      }}
      title="Decline this conversation?"
      description={`${company} sees that you declined, with your reason if you give one, and cannot write again unless you do.`}
      trigger={
        <Button size="sm" variant="outline">
          <XCircle aria-hidden /> Decline
        </Button>
      }
    >
      <div className="space-y-4">
        <fieldset>
          <legend className="mb-2 text-sm font-medium">Reason (optional)</legend>
          <div className="space-y-2">
            {CHOICES.map((key) => (
              <label key={key || 'none'} className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={key}
                  checked={reason === key}
                  onChange={() => setReason(key)}
                  className="size-4 shrink-0 accent-primary"
                />
                {key ? DECLINE_REASON_LABELS[key] : 'No reason'}
              </label>
            ))}
          </div>
        </fieldset>
        <FormAlert tone="error">{decline.error?.message}</FormAlert>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={decline.isPending} onClick={onDecline}>
            {decline.isPending ? 'Declining…' : 'Decline'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
