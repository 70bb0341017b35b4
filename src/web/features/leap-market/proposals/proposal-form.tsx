import { useId, useRef, useState, type FormEvent } from 'react';
import type { MarketProject, OwnProposal } from '../../../../shared/contracts/projects';
import { formatBudget, PROPOSAL_LIMITS, todayUtc, type ProposalInput } from '../../../../shared/projects';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { useTextDraft } from '../../../lib/text-draft';
import {
  checkProposal,
  milestoneSum,
  typedAmount,
  PROPOSAL_FIELDS,
  proposalErrorsFrom,
  proposalValues,
  type ProposalErrors,
  type ProposalField,
  type ProposalTarget,
  type ProposalValues,
} from './proposal-values';

const usd = (n: number) => formatBudget({ type: 'fixed', min: n, max: n });
/** The counter appears once the note comes within this many characters of its limit. */
const COUNTER_FROM = PROPOSAL_LIMITS.coverNoteMax - 500;

/**
 * The quant's proposal for a project (sending it, or editing it while the firm has not acted): a cover note, a
 * price in the project's budget type beside the firm's budget, an earliest start and, when the project has
 * milestones, what each would cost. Checked here with the shared rules; the server's field errors land under their
 * fields and focus moves to the first; what was typed stays after a failed send.
 */
export function ProposalForm({
  project,
  target,
  proposal,
  onSend,
  onCancel,
}: {
  project: MarketProject;
  target: ProposalTarget;
  /** The proposal being edited; absent for a new one. */
  proposal?: OwnProposal | null;
  onSend: (input: ProposalInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<ProposalValues>(() => proposalValues(target, proposal));
  const [errors, setErrors] = useState<ProposalErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const editing = !!proposal;

  const set = (patch: Partial<ProposalValues>) => setValues((v) => ({ ...v, ...patch }));
  // A new proposal's note is kept in this browser until sent; an edit starts from the sent one.
  const draft = useTextDraft(editing ? null : `proposal:${project.id}`, values.coverNote, (coverNote) =>
    set({ coverNote }),
  );
  const fieldId = (field: ProposalField) => `${id}-${field}`;
  const errorId = (field: ProposalField) => `${id}-${field}-error`;

  /** Focus the first field that has an error, in the form's order. */
  function focusFirst(found: ProposalErrors) {
    const first = PROPOSAL_FIELDS.find((f) => found[f]);
    if (!first) return;
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLElement>(`[data-proposal-field="${first}"][aria-invalid="true"]`)?.focus(),
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = checkProposal(target, values, todayUtc());
    if (checked.errors) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSend(checked.input);
      draft.clear();
    } catch (error) {
      const fields = error instanceof ApiError ? proposalErrorsFrom(error.fields) : {};
      setErrors(fields);
      if (Object.keys(fields).length > 0) focusFirst(fields);
      else setFormError(error instanceof Error ? error.message : 'Your proposal was not sent. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const describe = (field: ProposalField, hint?: string) =>
    [hint, errors[field] ? errorId(field) : undefined].filter(Boolean).join(' ') || undefined;
  const invalid = (field: ProposalField) => !!errors[field];
  const noteLength = values.coverNote.trim().length;
  const sum = milestoneSum(values);
  const budget = project.budget ? formatBudget(project.budget) : '';

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="space-y-5"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {editing ? 'Edit your proposal' : 'Send a proposal'}
      </h2>
      <p className="text-sm text-muted">Proposing is free. The firm reads your quant profile with your proposal.</p>

      <div className="space-y-2">
        <Label htmlFor={fieldId('coverNote')}>
          Cover note<span aria-hidden> *</span>
        </Label>
        <p id={`${id}-note-hint`} className="text-sm text-muted">
          {PROPOSAL_LIMITS.coverNoteMin}–{PROPOSAL_LIMITS.coverNoteMax.toLocaleString('en-US')} characters: how you
          would approach the project and what you have done like it.
        </p>
        <Textarea
          id={fieldId('coverNote')}
          data-proposal-field="coverNote"
          rows={8}
          value={values.coverNote}
          aria-required
          aria-invalid={invalid('coverNote')}
          aria-describedby={describe('coverNote', `${id}-note-hint ${id}-note-count`)}
          onChange={(e) => set({ coverNote: e.target.value })}
        />
        <p id={`${id}-note-count`} className="text-sm text-muted tabular-nums">
          {noteLength < PROPOSAL_LIMITS.coverNoteMin
            ? `${PROPOSAL_LIMITS.coverNoteMin - noteLength} more characters needed`
            : noteLength >= COUNTER_FROM
              ? `${noteLength.toLocaleString('en-US')} of ${PROPOSAL_LIMITS.coverNoteMax.toLocaleString('en-US')} characters`
              : ''}
        </p>
        {draft.restored && <p className="text-xs text-muted">Your unsent draft, kept in this browser.</p>}
        <FieldError id={errorId('coverNote')}>{errors.coverNote}</FieldError>
      </div>

      <PriceFields
        id={id}
        target={target}
        budget={budget}
        values={values}
        set={set}
        error={errors.price}
        describe={describe}
        fieldId={fieldId}
        errorId={errorId('price')}
      />

      <div className="space-y-2">
        <Label htmlFor={fieldId('startDate')}>
          Earliest start date<span aria-hidden> *</span>
        </Label>
        <Input
          id={fieldId('startDate')}
          data-proposal-field="startDate"
          type="date"
          min={todayUtc()}
          className="max-w-48"
          value={values.startDate}
          aria-required
          aria-invalid={invalid('startDate')}
          aria-describedby={describe('startDate')}
          onChange={(e) => set({ startDate: e.target.value })}
        />
        <FieldError id={errorId('startDate')}>{errors.startDate}</FieldError>
      </div>

      {target.milestoneCount > 0 && (
        <fieldset
          className="space-y-3"
          aria-invalid={invalid('milestoneAmounts')}
          aria-describedby={describe('milestoneAmounts', `${id}-milestones-hint`)}
        >
          <legend className="text-sm font-medium">Milestone amounts (optional)</legend>
          <p id={`${id}-milestones-hint`} className="text-sm text-muted">
            What each of the firm&rsquo;s milestones would cost, in whole US dollars
            {target.budgetType === 'fixed' ? ': together they must equal your price.' : '.'}
          </p>
          <ol className="space-y-2">
            {project.milestones.map((milestone, index) => (
              <li key={index} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
                <Label htmlFor={`${id}-milestone-${index}`} className="min-w-0 break-words sm:w-1/2">
                  {`${index + 1}. ${milestone.title}`}
                </Label>
                <Input
                  id={`${id}-milestone-${index}`}
                  data-proposal-field="milestoneAmounts"
                  inputMode="numeric"
                  className="sm:max-w-40"
                  value={values.milestoneAmounts[index] ?? ''}
                  aria-invalid={invalid('milestoneAmounts')}
                  aria-describedby={errors.milestoneAmounts ? errorId('milestoneAmounts') : undefined}
                  onChange={(e) =>
                    set({
                      milestoneAmounts: values.milestoneAmounts.map((a, i) => (i === index ? e.target.value : a)),
                    })
                  }
                />
              </li>
            ))}
          </ol>
          <p className="text-sm tabular-nums" aria-live="polite">
            {milestoneSumLine(target, values, sum)}
          </p>
          <FieldError id={errorId('milestoneAmounts')}>{errors.milestoneAmounts}</FieldError>
        </fieldset>
      )}

      <FormAlert tone="error">{formError}</FormAlert>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? (editing ? 'Saving…' : 'Sending…') : editing ? 'Save changes' : 'Send proposal'}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

/** "Milestones add up to $25,000 · your price is $30,000": the running sum, beside a fixed price once typed. */
function milestoneSumLine(target: ProposalTarget, values: ProposalValues, sum: number): string {
  const line = `Milestones add up to ${usd(sum)}`;
  const price = typedAmount(values.priceMin);
  return target.budgetType === 'fixed' && Number.isFinite(price) ? `${line} · your price is ${usd(price)}` : line;
}

/** The price in the project's budget type, with the firm's budget beside it. */
function PriceFields({
  id,
  target,
  budget,
  values,
  set,
  error,
  describe,
  fieldId,
  errorId,
}: {
  id: string;
  target: ProposalTarget;
  budget: string;
  values: ProposalValues;
  set: (patch: Partial<ProposalValues>) => void;
  error: string | undefined;
  describe: (field: ProposalField, hint?: string) => string | undefined;
  fieldId: (field: ProposalField) => string;
  errorId: string;
}) {
  const hintId = `${id}-price-hint`;
  const hint =
    target.budgetType === 'hourly'
      ? `The firm pays ${budget}: propose one rate in that range.`
      : target.budgetType === 'range'
        ? `The firm’s budget is ${budget}: propose your lowest and highest total.`
        : `The firm’s budget is ${budget}.`;
  const common = {
    'data-proposal-field': 'price',
    inputMode: 'numeric' as const,
    'aria-required': true,
    'aria-invalid': !!error,
    'aria-describedby': describe('price', hintId),
    className: 'max-w-48',
  };
  return (
    <div className="space-y-2">
      {target.budgetType === 'range' ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">
            Your price (US dollars)<span aria-hidden> *</span>
          </legend>
          <p id={hintId} className="text-sm text-muted">
            {hint}
          </p>
          <div className="flex flex-wrap items-end gap-3">
            <div className="space-y-1">
              <Label htmlFor={fieldId('price')}>Lowest</Label>
              <Input
                id={fieldId('price')}
                {...common}
                value={values.priceMin}
                onChange={(e) => set({ priceMin: e.target.value })}
              />
            </div>
            <div className="space-y-1">
              <Label htmlFor={`${id}-price-max`}>Highest</Label>
              <Input
                id={`${id}-price-max`}
                {...common}
                value={values.priceMax}
                onChange={(e) => set({ priceMax: e.target.value })}
              />
            </div>
          </div>
        </fieldset>
      ) : (
        <>
          <Label htmlFor={fieldId('price')}>
            {target.budgetType === 'hourly' ? 'Your hourly rate (US dollars)' : 'Your price (US dollars)'}
            <span aria-hidden> *</span>
          </Label>
          <p id={hintId} className="text-sm text-muted">
            {hint}
          </p>
          <Input
            id={fieldId('price')}
            {...common}
            value={values.priceMin}
            onChange={(e) => set({ priceMin: e.target.value })}
          />
        </>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
