import { useId } from 'react';
import type * as React from 'react';
import { useForm } from 'react-hook-form';
import { adminHideSchema } from '../../../../shared/compensation';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { reportSubmitError } from '../../../lib/form-errors';
import { schemaResolver } from '../../../lib/schema-resolver';

type Values = { reason: string };

/**
 * Asks an operator why before hiding an entry or showing it again: the reason is kept with the entry (hide) or in
 * the record (show again). The shared schema holds the rule, so the form and the API refuse alike.
 */
export function ReasonDialog({
  title,
  description,
  submitLabel,
  busyLabel,
  failureTitle,
  destructive,
  open,
  onOpenChange,
  busy,
  onSubmit,
  trigger,
}: {
  title: string;
  description: string;
  submitLabel: string;
  busyLabel: string;
  failureTitle: string;
  destructive?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  /** Sends the decision; rejects with the API's error when it fails. */
  onSubmit: (reason: string) => Promise<void>;
  /** The button that opens the dialog; focus returns to it when the dialog is dismissed. */
  trigger: React.ReactNode;
}) {
  const reasonId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { reason: '' }, resolver: schemaResolver<Values>(adminHideSchema) });

  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const submit = handleSubmit(async ({ reason }) => {
    try {
      await onSubmit(reason.trim());
      close(false);
    } catch (error) {
      reportSubmitError<Values>(error, {
        form: { setError, fields: ['reason'] },
        toast: (answer) => ({
          title: failureTitle,
          description: answer?.message ?? 'Please try again.',
          variant: 'destructive',
        }),
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={close} trigger={trigger} title={title} description={description}>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
        <div className="space-y-2">
          <Label htmlFor={reasonId}>
            Reason<span aria-hidden> *</span>
          </Label>
          <Textarea
            id={reasonId}
            rows={4}
            maxLength={500}
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
          <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
