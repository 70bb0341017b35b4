import { useId, useState } from 'react';
import {
  APPLICATION_MESSAGES,
  coverLetterSchema,
  COVER_LETTER_MAX,
  COVER_LETTER_MIN,
  RESUME_MAX_BYTES,
  type InternshipCard,
} from '../../../../shared/internships';
import type { FieldErrors } from '../../../../shared/errors';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { FormAlert } from '../../../components/ui/form-alert';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useApply } from '../api';

/** Checks the browser can make before uploading; the server checks the file's content again. */
function checkForm(coverLetter: string, resume: File | null): FieldErrors {
  const errors: FieldErrors = {};
  const letter = coverLetterSchema.safeParse(coverLetter);
  if (!letter.success) errors.coverLetter = letter.error.issues[0]?.message ?? APPLICATION_MESSAGES.coverLetterShort;
  if (!resume) errors.resume = APPLICATION_MESSAGES.resumeMissing;
  else if (resume.size > RESUME_MAX_BYTES) errors.resume = APPLICATION_MESSAGES.resumeTooLarge;
  else if (resume.type && resume.type !== 'application/pdf') errors.resume = APPLICATION_MESSAGES.resumeNotPdf;
  return errors;
}

/**
 * Applying in the app to a position posted on QuantLeap: a cover letter and a PDF résumé. What was typed stays
 * when the upload fails, so a quant only fixes what the message names.
 */
export function ApplyDialog({
  internship,
  open,
  onOpenChange,
}: {
  internship: InternshipCard;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const letterId = useId();
  const resumeId = useId();
  const [coverLetter, setCoverLetter] = useState('');
  const [resume, setResume] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const apply = useApply();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFormError('');
    const found = checkForm(coverLetter, resume);
    setErrors(found);
    if (Object.keys(found).length > 0 || !resume) return;
    try {
      await apply.mutateAsync({ positionId: internship.id, coverLetter: coverLetter.trim(), resume });
      toast({
        title: 'Application sent',
        description: `Your application to ${internship.company} has been received.`,
      });
      setCoverLetter('');
      setResume(null);
      onOpenChange(false);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors(fields);
      if (!fields.coverLetter && !fields.resume) {
        setFormError(error instanceof Error ? error.message : 'Your application could not be sent. Please try again.');
      }
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Apply: ${internship.title}`}
      description={`${internship.company} · ${internship.location}`}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
        <div className="space-y-2">
          <Label htmlFor={letterId}>Cover letter</Label>
          <Textarea
            id={letterId}
            rows={8}
            value={coverLetter}
            maxLength={COVER_LETTER_MAX}
            aria-invalid={!!errors.coverLetter}
            aria-describedby={`${letterId}-hint ${letterId}-error`}
            onChange={(e) => setCoverLetter(e.target.value)}
          />
          <p id={`${letterId}-hint`} className="text-xs text-muted">
            {COVER_LETTER_MIN}–{COVER_LETTER_MAX.toLocaleString('en-US')} characters ·{' '}
            {coverLetter.trim().length.toLocaleString('en-US')} written
          </p>
          <FieldError id={`${letterId}-error`}>{errors.coverLetter}</FieldError>
        </div>
        <div className="space-y-2">
          <Label htmlFor={resumeId}>Résumé (PDF, max 5 MB)</Label>
          <input
            id={resumeId}
            type="file"
            accept="application/pdf,.pdf"
            aria-invalid={!!errors.resume}
            aria-describedby={`${resumeId}-error`}
            onChange={(e) => setResume(e.target.files?.[0] ?? null)}
            className="block w-full text-sm text-muted file:mr-4 file:rounded-lg file:border-0 file:bg-surface-raised file:px-4 file:py-2 file:text-sm file:font-medium file:text-foreground hover:file:bg-border"
          />
          <FieldError id={`${resumeId}-error`}>{errors.resume}</FieldError>
        </div>
        <FormAlert tone="error">{formError}</FormAlert>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={apply.isPending}>
            {apply.isPending ? 'Sending...' : 'Send application'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
