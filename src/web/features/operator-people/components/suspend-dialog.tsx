import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SUSPENSION_REASON_MAX, suspensionInputSchema } from '../../../../shared/operator-people';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { failureToast, reportSubmitError } from '../../../lib/form-errors';
import { schemaResolver } from '../../../lib/schema-resolver';

type Values = { reason: string };

/**
 * Suspending needs a reason the person (or the company's members) will read by e-mail and when refused; the shared
 * schema holds the rule, so the form and the API refuse alike.
 */
export function SuspendDialog({
  name,
  told,
  busy,
  onSuspend,
}: {
  name: string;
  /** Who reads the reason, e.g. "The person" or "Every member". */
  told: string;
  busy: boolean;
  onSuspend: (reason: string) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: { reason: '' },
    resolver: schemaResolver<Values>(suspensionInputSchema),
  });
  const close = (next: boolean) => {
    if (!next) reset();
    setOpen(next);
  };
  const submit = handleSubmit(async ({ reason }) => {
    try {
      await onSuspend(reason.trim());
      close(false);
    } catch (error) {
      reportSubmitError<Values>(error, {
        form: { setError, fields: ['reason'] },
        toast: failureToast(`Could not suspend ${name}`),
      });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      trigger={
        <Button size="sm" variant="destructive">
          Suspend
        </Button>
      }
      title={`Suspend ${name}`}
      description={`${told} receives your reason by e-mail and sees it when refused. You can restore it later.`}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
        <div className="space-y-2">
          <Label htmlFor={reasonId}>
            Reason<span aria-hidden> *</span>
          </Label>
          <Textarea
            id={reasonId}
            rows={4}
            maxLength={SUSPENSION_REASON_MAX}
            aria-required
            aria-invalid={!!errors.reason}
            aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
            {...register('reason')}
          />
          <FieldError id={`${reasonId}-error`}>{errors.reason?.message}</FieldError>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? 'Suspending...' : 'Suspend'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
