import { Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { lazyPart, useLazyPart } from '../../../lib/lazy-part';

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
  const [Dialog, load] = useLazyPart(inviteDialog);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const change = (next: boolean) => {
    setOpen(next);
    // Radix returns focus to a Dialog.Trigger; this button is not one (the dialog's code comes later), so closing
    // brings focus back here itself, once the dialog has gone.
    if (!next) requestAnimationFrame(() => button.current?.focus());
  };
  return (
    <>
      <Button
        ref={button}
        type="button"
        size={size}
        variant={variant}
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen(true);
        }}
      >
        <Send aria-hidden /> Invite to project<span className="sr-only"> ({name})</span>
      </Button>
      {Dialog && <Dialog open={open} onOpenChange={change} profileId={profileId} name={name} />}
    </>
  );
}
