import { Flag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  MESSAGE_MESSAGES,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '../../../../shared/message-rules';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { FormAlert } from '../../../components/ui/form-alert';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../lib/toast-store';
import { useReportConversation } from '../api';
import { CharacterCount } from './character-count';

const isReason = (value: string): value is ReportReason => (REPORT_REASONS as readonly string[]).includes(value);

/** Either side reports the conversation to QuantLeap's operators, who read the reason and its messages. */
export function ReportDialog({ conversationId }: { conversationId: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string }>({});
  const report = useReportConversation(conversationId);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) return;
    report.reset();
    setErrors({});
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = {
      reason: isReason(reason) ? undefined : MESSAGE_MESSAGES.reportReason,
      details: details.trim().length > REPORT_DETAILS_MAX_LENGTH ? MESSAGE_MESSAGES.reportDetails : undefined,
    };
    setErrors(problems);
    if (!isReason(reason) || problems.details) return;
    report.mutate(
      { reason, details: details.trim() },
      {
        onSuccess: ({ added }) => {
          onOpenChange(false);
          setReason('');
          setDetails('');
          toast(
            added
              ? {
                  title: 'Added to your report',
                  description: 'Operators already have your report of this conversation; they now see this too.',
                }
              : { title: 'Report sent', description: 'QuantLeap’s operators will review this conversation.' },
          );
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Report this conversation"
      description="QuantLeap’s operators read your reason and this conversation’s messages. The other side is not told."
      trigger={
        <Button size="sm" variant="ghost">
          <Flag aria-hidden /> Report
        </Button>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor={`${id}-reason`}>Reason</Label>
          <NativeSelect
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={!!errors.reason}
            aria-describedby={`${id}-reason-error`}
          >
            <option value="">Choose a reason</option>
            {REPORT_REASONS.map((key) => (
              <option key={key} value={key}>
                {REPORT_REASON_LABELS[key]}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={`${id}-reason-error`}>{errors.reason}</FieldError>
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-details`}>Details (optional)</Label>
          <Textarea
            id={`${id}-details`}
            rows={4}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            aria-invalid={!!errors.details}
            aria-describedby={`${id}-details-count ${id}-details-error`}
          />
          <CharacterCount id={`${id}-details-count`} length={details.trim().length} max={REPORT_DETAILS_MAX_LENGTH} />
          <FieldError id={`${id}-details-error`}>{errors.details}</FieldError>
        </div>
        <FormAlert tone="error">{report.error?.message}</FormAlert>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={report.isPending}>
            {report.isPending ? 'Sending…' : 'Send report'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
