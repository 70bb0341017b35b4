import { Send } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { lazyPart, useLazyDialog } from '../../../lib/lazy-part';

/** The dialog's code (Radix Dialog, the project list, the rules it shows): fetched on first use, once a page load. */
const inviteDialog = lazyPart(() =>
  import('./invite-to-project-dialog').then((module) => module.InviteToProjectDialog),
);

/**
 * "Invite to project": opens a dialog to invite this quant (by the quant profile id the talent directory and talent
 * match show) to one of the company's open projects. The button itself is light; the dialog's code is fetched when
 * the button is first hovered, focused or pressed, and the dialog opens as soon as it is there.
 */
export function InviteToProjectButton({
  profileId,
  name,
  size = 'default',
  variant = 'outline',
  className,
}: {
  profileId: string;
  name: string;
  size?: 'default' | 'sm';
  variant?: 'outline' | 'default';
  className?: string;
}) {
  const { Dialog, open, onOpenChange, trigger } = useLazyDialog(inviteDialog);
  return (
    <>
      <Button {...trigger} type="button" size={size} variant={variant} className={className}>
        <Send aria-hidden /> Invite to project<span className="sr-only"> ({name})</span>
      </Button>
      {Dialog && <Dialog open={open} onOpenChange={onOpenChange} profileId={profileId} name={name} />}
    </>
  );
}
