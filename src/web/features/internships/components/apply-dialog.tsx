import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  applicationFormSchema,
  COVER_LETTER_MAX,
  COVER_LETTER_MIN,
  DEGREE_LEVELS,
} from '../../../../shared/internships';
import type { InternshipCard } from '../../../../shared/contracts/internships';
import { FormSelect, FormTextField } from '../../../components/forms/form-text-field';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { FormAlert } from '../../../components/ui/form-alert';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { reportSubmitError } from '../../../lib/form-errors';
import { useTextDraft } from '../../../lib/text-draft';
import { toast } from '../../../lib/toast-store';
import { quantProfileQueryOptions } from '../../quant-profile/api';
import { useApply } from '../api';
import { studiesFrom } from './studies-from-profile';

type ApplyValues = z.input<typeof applicationFormSchema>;
type Application = z.output<typeof applicationFormSchema>;

const EMPTY: ApplyValues = {
  coverLetter: '',
  resume: null,
  university: '',
  degreeLevel: '' as ApplyValues['degreeLevel'],
  gpa: '',
  graduationYear: '',
};

/** The dialog's fields, which the server's field messages name. */
const FIELDS = ['coverLetter', 'resume', 'university', 'degreeLevel', 'gpa', 'graduationYear'];

/**
 * Applying in the app to a position posted on QuantLeap: a cover letter and a PDF résumé. What was typed stays
 * when the upload fails, so a quant only fixes what the message names, and the cover letter is kept as a draft in
 * this browser until it is sent.
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
  const apply = useApply();
  // Prefilled from the quant's education, once it is known and before they have typed anything.
  const profile = useQuery({ ...quantProfileQueryOptions, enabled: open });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<ApplyValues, unknown, Application>({
    defaultValues: EMPTY,
    resolver: zodResolver(applicationFormSchema),
  });
  const coverLetter = watch('coverLetter');
  const draft = useTextDraft(`apply:${internship.id}`, coverLetter, (text) =>
    setValue('coverLetter', text, { shouldDirty: true }),
  );
  const studies = profile.data;
  // The quant's studies fill only the fields not typed in yet: a profile that arrives late, or is read again when
  // the tab regains focus, never overwrites what was typed.
  useEffect(() => {
    if (open && studies) reset({ ...EMPTY, ...studiesFrom(studies) }, { keepDirtyValues: true });
  }, [open, studies, reset]);

  const submit = handleSubmit(async ({ coverLetter, resume, university, degreeLevel, gpa, graduationYear }) => {
    if (!resume) return;
    try {
      await apply.mutateAsync({
        positionId: internship.id,
        coverLetter: coverLetter.trim(),
        resume,
        academic: { university, degreeLevel, gpa, graduationYear },
      });
      toast({
        title: 'Application sent',
        description: `Your application to ${internship.company} has been received.`,
      });
      draft.clear();
      reset(EMPTY);
      onOpenChange(false);
    } catch (error) {
      // The dialog names the problem in place (no toast): beside its field, or above the buttons.
      reportSubmitError<ApplyValues>(error, {
        form: { setError, fields: FIELDS },
        toast: () => null,
      });
      const fields = error instanceof ApiError ? error.fields : {};
      if (!FIELDS.some((field) => fields[field])) {
        setError('root.server', {
          type: 'server',
          message: error instanceof Error ? error.message : 'Your application could not be sent. Please try again.',
        });
      }
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Apply: ${internship.title}`}
      description={`${internship.company} · ${internship.location}`}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <FormTextField
              id={`${letterId}-university`}
              label="University"
              required
              autoComplete="organization"
              error={errors.university?.message}
              registration={register('university')}
            />
          </div>
          <FormSelect
            id={`${letterId}-degree`}
            label="Degree level"
            required
            placeholder="Choose a level"
            options={DEGREE_LEVELS}
            error={errors.degreeLevel?.message}
            registration={register('degreeLevel')}
          />
          <FormTextField
            id={`${letterId}-year`}
            label="Graduation year"
            required
            inputMode="numeric"
            placeholder="2027"
            error={errors.graduationYear?.message}
            registration={register('graduationYear')}
          />
          <FormTextField
            id={`${letterId}-gpa`}
            label="GPA (out of 4.0, optional)"
            inputMode="decimal"
            placeholder="3.7"
            error={errors.gpa?.message}
            registration={register('gpa')}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={letterId}>Cover letter</Label>
          <Textarea
            id={letterId}
            rows={8}
            maxLength={COVER_LETTER_MAX}
            aria-invalid={!!errors.coverLetter}
            aria-describedby={`${letterId}-hint ${letterId}-error`}
            {...register('coverLetter')}
          />
          <p id={`${letterId}-hint`} className="text-xs text-muted">
            {COVER_LETTER_MIN}–{COVER_LETTER_MAX.toLocaleString('en-US')} characters ·{' '}
            {coverLetter.trim().length.toLocaleString('en-US')} written
            {draft.restored ? ' · your unsent draft, kept in this browser' : ''}
          </p>
          <FieldError id={`${letterId}-error`}>{errors.coverLetter?.message}</FieldError>
        </div>
        <div className="space-y-2">
          <Label htmlFor={resumeId}>Résumé (PDF, max 5 MB)</Label>
          <Controller
            control={control}
            name="resume"
            render={({ field: { onChange, onBlur, name, ref } }) => (
              <input
                id={resumeId}
                ref={ref}
                name={name}
                type="file"
                accept="application/pdf,.pdf"
                aria-invalid={!!errors.resume}
                aria-describedby={`${resumeId}-error`}
                onBlur={onBlur}
                onChange={(e) => onChange(e.target.files?.[0] ?? null)}
                className="block w-full text-sm text-muted file:mr-4 file:rounded-lg file:border-0 file:bg-surface-raised file:px-4 file:py-2 file:text-sm file:font-medium file:text-foreground hover:file:bg-border"
              />
            )}
          />
          <FieldError id={`${resumeId}-error`}>{errors.resume?.message}</FieldError>
        </div>
        <FormAlert tone="error">{errors.root?.server?.message}</FormAlert>
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
