import { useId } from 'react';
import type * as React from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { failureToast, reportSubmitError } from '../lib/form-errors';
import { schemaResolver } from '../lib/schema-resolver';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';
import { FieldError } from './ui/field-error';
import { Label } from './ui/label';
import { Textarea } from './ui/textarea';

type Values = { reason: string };

/**
 * Asks an operator why before a decision someone is told of or that is kept on record (hiding a compensation entry,
 * suspending an account). `schema` is the API's own rule for the reason, so the form and the API refuse alike.
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
  schema,
  maxLength,
  reasonLabel = 'Reason',
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
  /** The API's schema for `{ reason }`. */
  schema: z.ZodType;
  maxLength: number;
  /** The field's label, naming who reads the reason when that helps ("Reason for the owner"). */
  reasonLabel?: string;
}) {
  const reasonId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { reason: '' }, resolver: schemaResolver<Values>(schema) });

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
        toast: failureToast(failureTitle),
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={close} trigger={trigger} title={title} description={description}>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
        <div className="space-y-2">
          <Label htmlFor={reasonId}>
            {reasonLabel}
            <span aria-hidden> *</span>
          </Label>
          <Textarea
            id={reasonId}
            rows={4}
            maxLength={maxLength}
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
