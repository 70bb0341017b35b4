import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { set, useFieldArray, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { INTERVIEW_LIMITS } from '../../../../shared/interviews';
import { LoadError } from '../../../components/layout/load-error';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { failureToast, reportSubmitError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast-store';
import { useProposeInterviews, useShortlistedApplicants } from '../api';
import { applicantCount } from '../email-audience';
import {
  checkInterviewForm,
  DURATION_CHOICES,
  nextSlotValue,
  timeZoneName,
  toBatchInput,
  toLocalInputValue,
  type InterviewFormValues,
} from '../interview-slots';

/** A shortlisted application to invite, as the list shows it. */
export interface Invitee {
  id: string;
  name: string;
  positionTitle: string;
}

/** The form checked as the API checks it, at the moment of the check ("in the future" moves on). */
const interviewResolver: Resolver<InterviewFormValues> = (values) => {
  const checked = checkInterviewForm(values, new Date());
  if ('input' in checked) return { values, errors: {} };
  const errors: FieldErrors<InterviewFormValues> = {};
  for (const [path, message] of Object.entries(checked.errors)) set(errors, path, { type: 'validation', message });
  return { values: {}, errors };
};

/**
 * Schedule Batch Interviews: proposes times to shortlisted applicants, each of whom is e-mailed and picks one on
 * their dashboard (first come, first served). From the bulk bar the invitees are the selection; from the quick
 * action the firm ticks them among every shortlisted applicant.
 */
export function InterviewDialog({
  open,
  onOpenChange,
  invitees,
  onSent,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The selection to invite; null to choose among the shortlisted applicants. */
  invitees: readonly Invitee[] | null;
  onSent?: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Schedule Batch Interviews"
      description="Propose a few times: each applicant is e-mailed and picks one on their dashboard, first come, first served."
      className="max-w-2xl"
    >
      <InterviewForm
        invitees={invitees}
        onCancel={() => onOpenChange(false)}
        onSent={() => {
          onOpenChange(false);
          onSent?.();
        }}
      />
    </Dialog>
  );
}

export function InterviewForm({
  invitees,
  onCancel,
  onSent,
}: {
  invitees: readonly Invitee[] | null;
  onCancel: () => void;
  onSent: () => void;
}) {
  const id = useId();
  const propose = useProposeInterviews();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<InterviewFormValues>({
    defaultValues: {
      applicationIds: invitees?.map((invitee) => invitee.id) ?? [],
      slots: [{ value: '' }],
      durationMinutes: String(DURATION_CHOICES[0]),
      location: '',
    },
    resolver: interviewResolver,
  });
  const slots = useFieldArray({ control, name: 'slots' });
  const chosen = watch('applicationIds');
  const earliest = toLocalInputValue(new Date());
  const slotsError = errors.slots?.root?.message ?? errors.slots?.message;
  const applicantsError = errors.applicationIds?.message;
  const durationError = errors.durationMinutes?.message;
  const locationError = errors.location?.message;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await propose.mutateAsync(toBatchInput(values));
      toast({
        title: `Interview times sent to ${applicantCount(answer.invited)}`,
        description: 'Each one picks a time on their dashboard; you are e-mailed the booking.',
      });
      onSent();
    } catch (error) {
      // Everything typed stays; the server's reason lands beside its field (a time, an applicant) and on the toast.
      reportSubmitError<InterviewFormValues>(error, {
        form: { setError, fields: ['applicationIds', 'slots', 'durationMinutes', 'location'] },
        toast: failureToast('Could not send the interview times'),
      });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      {invitees ? (
        <section aria-labelledby={`${id}-invitees`} className="space-y-2">
          <h3 id={`${id}-invitees`} className="text-sm font-medium">
            Inviting {applicantCount(invitees.length)}
          </h3>
          <ul className="space-y-1 text-sm" aria-describedby={applicantsError ? `${id}-applicants-error` : undefined}>
            {invitees.map((invitee) => (
              <li key={invitee.id} className="wrap-anywhere">
                <span className="font-medium">{invitee.name}</span>{' '}
                <span className="text-muted">· {invitee.positionTitle}</span>
              </li>
            ))}
          </ul>
          <FieldError id={`${id}-applicants-error`}>{applicantsError}</FieldError>
        </section>
      ) : (
        <ShortlistedPicker
          chosen={chosen}
          onChange={(ids) => setValue('applicationIds', ids, { shouldValidate: isSubmitted })}
          error={applicantsError}
          errorId={`${id}-applicants-error`}
        />
      )}

      <fieldset
        className="min-w-0 space-y-3"
        aria-describedby={[`${id}-zone`, slotsError ? `${id}-slots-error` : ''].filter(Boolean).join(' ')}
      >
        <legend className="text-sm font-medium">Proposed times</legend>
        <p id={`${id}-zone`} className="text-sm text-muted">
          In your time zone, {timeZoneName()}. Applicants see each time in their own.
        </p>
        <ol className="space-y-3">
          {slots.fields.map((field, index) => {
            const inputId = `${id}-slot-${index}`;
            const error = errors.slots?.[index]?.value?.message;
            return (
              <li key={field.id} className="space-y-2">
                <div className="flex items-end gap-2">
                  <div className="min-w-0 flex-1 space-y-2">
                    <Label htmlFor={inputId}>Time {index + 1}</Label>
                    <Input
                      id={inputId}
                      type="datetime-local"
                      min={earliest}
                      aria-invalid={!!error}
                      aria-describedby={error ? `${inputId}-error` : undefined}
                      {...register(`slots.${index}.value`)}
                    />
                  </div>
                  <Button
                    type="button"
                    variant="outline"
                    size="icon"
                    aria-label={`Remove time ${index + 1}`}
                    disabled={slots.fields.length === 1}
                    onClick={() => slots.remove(index)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
                <FieldError id={`${inputId}-error`}>{error}</FieldError>
              </li>
            );
          })}
        </ol>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={slots.fields.length >= INTERVIEW_LIMITS.slots}
          onClick={() => {
            const rows = getValues('slots');
            slots.append({
              value: nextSlotValue(rows[rows.length - 1]?.value, Number(getValues('durationMinutes'))),
            });
          }}
        >
          <Plus aria-hidden /> Add a time
        </Button>
        <FieldError id={`${id}-slots-error`}>{slotsError}</FieldError>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <div className="space-y-2">
          <Label htmlFor={`${id}-duration`}>Duration</Label>
          <NativeSelect
            id={`${id}-duration`}
            aria-invalid={!!durationError}
            aria-describedby={durationError ? `${id}-duration-error` : undefined}
            {...register('durationMinutes')}
          >
            {DURATION_CHOICES.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {minutes} minutes
              </option>
            ))}
          </NativeSelect>
          <FieldError id={`${id}-duration-error`}>{durationError}</FieldError>
        </div>
        <div className="min-w-0 space-y-2">
          <Label htmlFor={`${id}-location`}>
            Location<span aria-hidden> *</span>
          </Label>
          <Input
            id={`${id}-location`}
            placeholder="Video call — link sent by e-mail"
            maxLength={300}
            aria-required
            aria-invalid={!!locationError}
            aria-describedby={locationError ? `${id}-location-error` : undefined}
            {...register('location')}
          />
          <FieldError id={`${id}-location-error`}>{locationError}</FieldError>
        </div>
      </div>

      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send interview times'}
        </Button>
      </div>
    </form>
  );
}

/** The shortlisted applicants to tick, loaded a page at a time. */
function ShortlistedPicker({
  chosen,
  onChange,
  error,
  errorId,
}: {
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
  error: string | undefined;
  errorId: string;
}) {
  const id = useId();
  const shortlisted = useShortlistedApplicants(true);
  const rows = shortlisted.data?.pages.flatMap((page) => page.applications) ?? [];
  const total = shortlisted.data?.pages[0]?.total ?? 0;
  const toggle = (applicationId: string, on: boolean) =>
    onChange(on ? [...chosen, applicationId] : chosen.filter((other) => other !== applicationId));

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">Shortlisted applicants</legend>
      {shortlisted.isPending ? (
        <div className="flex justify-center py-4">
          <Spinner label="Loading shortlisted applicants" />
        </div>
      ) : shortlisted.isError ? (
        <LoadError message={shortlisted.error.message} onRetry={() => void shortlisted.refetch()} />
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted">
          Nobody is shortlisted yet. Shortlist applicants on the Internship Applications tab, then invite them here.
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p aria-live="polite" className="text-muted">
              {chosen.length} of {total} selected
            </p>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() =>
                onChange(
                  chosen.length === rows.length ? [] : rows.slice(0, INTERVIEW_LIMITS.applicants).map((r) => r.id),
                )
              }
            >
              {chosen.length === rows.length ? 'Select none' : 'Select all shown'}
            </Button>
          </div>
          <ul className="max-h-64 space-y-1 overflow-y-auto rounded-lg border border-border p-2">
            {rows.map((application) => {
              const checkboxId = `${id}-${application.id}`;
              return (
                <li key={application.id} className="flex items-start gap-3 rounded-md p-2 hover:bg-surface-raised/60">
                  <Checkbox
                    id={checkboxId}
                    className="mt-0.5"
                    checked={chosen.includes(application.id)}
                    onChange={(event) => toggle(application.id, event.target.checked)}
                  />
                  <div className="min-w-0 text-sm">
                    <Label htmlFor={checkboxId} className="wrap-anywhere">
                      {application.applicant.name}
                    </Label>
                    <p className="text-muted wrap-anywhere">
                      {application.position.title}
                      {application.applicant.university && ` · ${application.applicant.university}`}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          {shortlisted.hasNextPage && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={shortlisted.isFetchingNextPage}
              onClick={() => void shortlisted.fetchNextPage()}
            >
              {shortlisted.isFetchingNextPage ? 'Loading...' : 'Show more shortlisted applicants'}
            </Button>
          )}
        </>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
