import { Button } from '../../../components/ui/button';
import { lazyPart, useLazyDialog } from '../../../lib/lazy-part';

/** The dialog with its form (react-hook-form, the dialog's Radix code): not needed until someone submits. */
const submitDialog = lazyPart(() => import('./submit-dialog').then((m) => m.SubmitDialog));

/**
 * The Submit Data button. The dialog's code is fetched when the button is first hovered, focused or pressed, and
 * the dialog opens as soon as it is there if the button was pressed (useLazyDialog).
 */
export function SubmitDataButton() {
  const { Dialog: SubmitDialog, open, onOpenChange, trigger } = useLazyDialog(submitDialog);
  return (
    <>
      <Button {...trigger} size="lg" type="button" aria-expanded={open} data-state={open ? 'open' : 'closed'}>
        Submit Data
      </Button>
      {SubmitDialog && <SubmitDialog open={open} onOpenChange={onOpenChange} />}
    </>
  );
}
