import { Eye, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { BulkEmailPreview } from '../../../../shared/contracts/applicant-tracking';
import {
  BULK_EMAIL_LIMITS,
  BULK_EMAIL_MESSAGES,
  bulkEmailSchema,
  type BulkEmailInput,
} from '../../../../shared/interviews';
import type { PostedPosition } from '../../../../shared/contracts/internship-board';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { failureToast, reportSubmitError } from '../../../lib/form-errors';
import { schemaResolver } from '../../../lib/schema-resolver';
import { toast } from '../../../lib/toast-store';
import { usePositions, usePreviewBulkEmail, useSendBulkEmail } from '../api';
import {
  applicantCount,
  audienceOfPosition,
  describeAudience,
  previewKey,
  type EmailAudience,
} from '../email-audience';

interface Values {
  subject: string;
  body: string;
  /** The quick action's position ('' for all); unused when the audience is the board's filters. */
  positionId: string;
}

/**
 * Email All Applicants (a quick action: every applicant, or one position's) and Email these applicants (the
 * Applications tab: its current filters). The firm previews first, seeing how many receive it, how many e-mails it
 * has left today and the e-mail as the first applicant reads it; Send is offered only for what was previewed.
 */
export function EmailApplicantsDialog({
  open,
  onOpenChange,
  audience,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The board's filters; null to choose between every applicant and one position's. */
  audience: EmailAudience | null;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={audience ? 'Email these applicants' : 'Email All Applicants'}
      description="Sent through QuantLeap: applicants' addresses stay private, and withdrawn applicants are never written to."
      className="max-w-2xl"
    >
      <EmailForm fixedAudience={audience} onSent={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}

export function EmailForm({
  fixedAudience,
  onSent,
  onCancel,
}: {
  fixedAudience: EmailAudience | null;
  onSent: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const positions = usePositions();
  const previewMutation = usePreviewBulkEmail();
  const sendMutation = useSendBulkEmail();
  const [preview, setPreview] = useState<{ key: string; answer: BulkEmailPreview } | null>(null);
  const toInput = (values: Values): BulkEmailInput => ({
    audience: fixedAudience ?? audienceOfPosition(values.positionId),
    subject: values.subject,
    body: values.body,
  });
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { subject: '', body: '', positionId: '' },
    resolver: schemaResolver<Values>(bulkEmailSchema, toInput),
  });
  const values = watch();
  const currentKey = previewKey(toInput(values));
  const current = preview?.key === currentKey ? preview.answer : null;
  const stale = preview !== null && current === null;
  const audienceLines = describeAudience(fixedAudience ?? audienceOfPosition(values.positionId), positions.data ?? []);
  const canSend =
    current !== null &&
    current.recipients > 0 &&
    current.recipients <= BULK_EMAIL_LIMITS.recipients &&
    current.remainingToday > 0;
  // A filter the server refused (a hand-edited link) has no field here: its message shows above the buttons.
  const audienceError = (errors as Record<string, { message?: string } | undefined>).audience?.message;
  const busy = isSubmitting || previewMutation.isPending;

  const report = (title: string) => (error: unknown) =>
    reportSubmitError<Values>(error, {
      form: { setError, fields: ['subject', 'body'], elsewhere: 'root.server', messageTo: 'root.server' },
      toast: failureToast(title),
    });

  const onPreview = handleSubmit(async (typed) => {
    clearErrors('root.server');
    const input = toInput(typed);
    try {
      setPreview({ key: previewKey(input), answer: await previewMutation.mutateAsync(input) });
    } catch (error) {
      report('Could not preview the e-mail')(error);
    }
  });

  const onSend = handleSubmit(async (typed) => {
    const input = toInput(typed);
    if (!canSend || previewKey(input) !== preview?.key) return;
    try {
      const { sent } = await sendMutation.mutateAsync(input);
      toast({
        title: `Sent to ${applicantCount(sent)}`,
        description: 'Each one receives it by e-mail, addressed by name.',
      });
      onSent();
    } catch (error) {
      report('Could not send the e-mail')(error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSend(event)} className="space-y-5">
      {fixedAudience ? (
        <div className="space-y-1 text-sm">
          <p className="font-medium">To the applicants the board shows now</p>
          {audienceLines.length === 0 ? (
            <p className="text-muted">Every applicant to your positions (no filter is set).</p>
          ) : (
            <ul aria-label="Filters" className="text-muted">
              {audienceLines.map((line) => (
                <li key={line} className="wrap-anywhere">
                  {line}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <div className="space-y-2">
          <Label htmlFor={`${id}-position`}>Send to</Label>
          <NativeSelect id={`${id}-position`} {...register('positionId')}>
            <option value="">All applicants, every position</option>
            {(positions.data ?? []).map((position: PostedPosition) => (
              <option key={position.id} value={position.id}>
                Applicants to {position.title}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}

      <div className="space-y-2">
        <Label htmlFor={`${id}-subject`}>
          Subject<span aria-hidden> *</span>
        </Label>
        <Input
          id={`${id}-subject`}
          maxLength={150}
          aria-required
          aria-invalid={!!errors.subject}
          aria-describedby={errors.subject ? `${id}-subject-error` : undefined}
          {...register('subject')}
        />
        <FieldError id={`${id}-subject-error`}>{errors.subject?.message}</FieldError>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-body`}>
          Message<span aria-hidden> *</span>
        </Label>
        <Textarea
          id={`${id}-body`}
          rows={7}
          maxLength={5000}
          aria-required
          aria-invalid={!!errors.body}
          aria-describedby={[`${id}-body-hint`, errors.body ? `${id}-body-error` : ''].filter(Boolean).join(' ')}
          {...register('body')}
        />
        <p id={`${id}-body-hint`} className="text-sm text-muted">
          Write <code className="rounded bg-surface-raised px-1">{'{name}'}</code> for each applicant&rsquo;s first name
          and <code className="rounded bg-surface-raised px-1">{'{position}'}</code> for the position they applied to.
        </p>
        <FieldError id={`${id}-body-error`}>{errors.body?.message}</FieldError>
      </div>

      {current && <PreviewPanel preview={current} />}
      {stale && (
        <p role="status" className="text-sm text-warning">
          You changed the e-mail since the preview: preview it again before sending.
        </p>
      )}
      <FormAlert tone="error">{errors.root?.server?.message ?? audienceError}</FormAlert>

      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={() => void onPreview()}>
          <Eye aria-hidden /> {previewMutation.isPending ? 'Previewing...' : current ? 'Preview again' : 'Preview'}
        </Button>
        <Button type="submit" disabled={!canSend || busy} aria-describedby={canSend ? undefined : `${id}-send-hint`}>
          <Send aria-hidden /> {sendMutation.isPending ? 'Sending...' : 'Send'}
        </Button>
      </div>
      {!canSend && (
        <p id={`${id}-send-hint`} className="text-right text-sm text-muted">
          {current ? 'Nothing can be sent: see the preview.' : 'Preview the e-mail to send it.'}
        </p>
      )}
    </form>
  );
}

/** How many receive it, what is left today, and the e-mail as the first applicant reads it. */
function PreviewPanel({ preview }: { preview: BulkEmailPreview }) {
  const id = useId();
  const tooMany = preview.recipients > BULK_EMAIL_LIMITS.recipients;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border border-primary/40 bg-primary/5 p-4">
      <h3 id={`${id}-title`} className="sr-only">
        Preview
      </h3>
      <div role="status" className="space-y-1 text-sm">
        <p className="text-base font-semibold">
          {tooMany
            ? `Goes to more than ${BULK_EMAIL_LIMITS.recipients} applicants`
            : `Goes to ${applicantCount(preview.recipients)}`}
        </p>
        <p className="text-muted">
          {preview.remainingToday === 1
            ? 'Your company can send 1 more e-mail to applicants today.'
            : `Your company can send ${preview.remainingToday} more e-mails to applicants today (${BULK_EMAIL_LIMITS.perDay} a day).`}
        </p>
      </div>
      {preview.recipients === 0 && <p className="text-sm text-warning">{BULK_EMAIL_MESSAGES.noRecipients}</p>}
      {tooMany && <p className="text-sm text-warning">{BULK_EMAIL_MESSAGES.tooManyRecipients}</p>}
      {preview.remainingToday === 0 && <p className="text-sm text-warning">{BULK_EMAIL_MESSAGES.dailyLimit}</p>}
      {preview.sample && (
        <div className="space-y-2">
          <p className="text-sm text-muted">As the first applicant reads it:</p>
          <div
            role="region"
            aria-label="Sample e-mail"
            tabIndex={0}
            className="max-h-60 space-y-2 overflow-y-auto rounded-md border border-border bg-background p-3 text-sm"
          >
            <p className="font-semibold wrap-anywhere">{preview.sample.subject}</p>
            <p className="whitespace-pre-wrap wrap-anywhere">{preview.sample.text}</p>
          </div>
        </div>
      )}
    </section>
  );
}
