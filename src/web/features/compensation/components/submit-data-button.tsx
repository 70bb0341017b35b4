import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { lazyPart, useLazyPart } from '../../../lib/lazy-part';

/** The dialog with its form (react-hook-form, the dialog's Radix code): not needed until someone submits. */
const submitDialog = lazyPart(() => import('./submit-dialog').then((m) => m.SubmitDialog));

/**
 * The Submit Data button. The dialog's code is fetched when the button is first hovered, focused or pressed, and
 * the dialog opens as soon as it is there if the button was pressed. The button stays the same element throughout:
 * one swapped for the dialog's own trigger while the code arrived lost a press whose pointer went down on the old
 * button and up on the new one (neither received the click).
 */
export function SubmitDataButton() {
  const [SubmitDialog, load] = useLazyPart(submitDialog);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const change = (next: boolean) => {
    setOpen(next);
    // Radix returns focus to its own Dialog.Trigger; this button is not one, so it takes focus back itself once the
    // dialog has gone.
    if (!next) requestAnimationFrame(() => button.current?.focus());
  };
  return (
    <>
      <Button
        ref={button}
        size="lg"
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen(true);
        }}
      >
        Submit Data
      </Button>
      {SubmitDialog && <SubmitDialog open={open} onOpenChange={change} />}
    </>
  );
}
