import { useId } from 'react';
import type * as React from 'react';
import { useForm } from 'react-hook-form';
import { REJECTION_REASON_MAX, reviewDecisionSchema } from '../../../../../shared/company';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { FieldError } from '../../../../components/ui/field-error';
import { Label } from '../../../../components/ui/label';
import { Textarea } from '../../../../components/ui/textarea';
import { reportSubmitError } from '../../../../lib/form-errors';
import { schemaResolver } from '../../../../lib/schema-resolver';

type Values = { reason: string };

const toDecision = ({ reason }: Values) => ({ decision: 'reject' as const, reason });

/**
 * Rejecting a company needs a reason its owner will read (by e-mail and in the company settings); the shared
 * decision schema holds the rule and its message, so the form and the API refuse alike.
 */
export function RejectDialog({
  companyName,
  open,
  onOpenChange,
  busy,
  onReject,
  trigger,
}: {
  companyName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  /** Sends the decision; rejects with the API's error when it fails. */
  onReject: (reason: string) => Promise<void>;
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
  } = useForm<Values>({
    defaultValues: { reason: '' },
    resolver: schemaResolver<Values>(reviewDecisionSchema, toDecision),
  });

  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const submit = handleSubmit(async (values) => {
    try {
      await onReject(toDecision(values).reason.trim());
      close(false);
    } catch (error) {
      reportSubmitError<Values>(error, {
        form: { setError, fields: ['reason'] },
        toast: (answer) => ({
          title: `Could not reject ${companyName}`,
          description: answer?.message ?? 'Please try again.',
          variant: 'destructive',
        }),
      });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      trigger={trigger}
      title={`Reject ${companyName}`}
      description="The owner receives your reason by e-mail and sees it in the company settings. Say what would let you verify the company."
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
        <div className="space-y-2">
          <Label htmlFor={reasonId}>
            Reason for the owner<span aria-hidden> *</span>
          </Label>
          <Textarea
            id={reasonId}
            rows={5}
            maxLength={REJECTION_REASON_MAX}
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
            {busy ? 'Rejecting...' : 'Reject company'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
