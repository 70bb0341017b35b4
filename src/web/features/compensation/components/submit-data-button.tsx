import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { lazyPart, useLazyPart } from '../../../lib/lazy-part';

/** The dialog with its form (react-hook-form, the dialog's Radix code): not needed until someone submits. */
const submitDialog = lazyPart(() => import('./submit-dialog').then((m) => m.SubmitDialog));

/**
 * The Submit Data button. The dialog's code is fetched when the button is first hovered, focused or pressed; then
 * the dialog's own button replaces this one (same look, same place), open if this one was pressed meanwhile.
 */
export function SubmitDataButton() {
  const [SubmitDialog, load] = useLazyPart(submitDialog);
  const [openAtStart, setOpenAtStart] = useState(false);
  const [focused, setFocused] = useState(false);

  if (SubmitDialog) return <SubmitDialog defaultOpen={openAtStart} focusTrigger={focused} />;
  return (
    <Button
      size="lg"
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={load}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        setOpenAtStart(true);
        load();
      }}
    >
      Submit Data
    </Button>
  );
}
