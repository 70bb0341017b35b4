import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';

/**
 * Accept a proposal after saying what follows: the project becomes In progress (it leaves LeapMarket), a
 * conversation with the quant opens with a message stating the accepted price, and the other proposals stay as
 * they are (declining them is the firm's own choice).
 */
export function AcceptProposalDialog({
  quantName,
  price,
  busy,
  error,
  onAccept,
  onOpenChange,
}: {
  quantName: string;
  /** The accepted price in words ("$9,500"). */
  price: string;
  busy: boolean;
  error: string | undefined;
  onAccept: () => Promise<boolean>;
  onOpenChange?: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={`Accept ${quantName}’s proposal at ${price}?`}
      description="The project becomes In progress and leaves LeapMarket."
      trigger={
        <Button size="sm">
          <CheckCircle2 aria-hidden /> Accept<span className="sr-only"> the proposal from {quantName}</span>
        </Button>
      }
    >
      <div className="space-y-4">
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>The project’s status becomes In progress.</li>
          <li>
            A conversation with {quantName} opens in Messages, starting with your message that states the accepted price
            ({price}).
          </li>
          <li>Other proposals stay as they are: decline them yourself, each with a reason.</li>
        </ul>
        <FormAlert tone="error">{error}</FormAlert>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => change(false)}>
            Cancel
          </Button>
          <Button
            disabled={busy}
            onClick={() => {
              void onAccept().then((done) => done && change(false));
            }}
          >
            {busy ? 'Accepting…' : 'Accept proposal'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
