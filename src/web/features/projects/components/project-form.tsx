import { useEffect, useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { OwnProject } from '../../../../shared/contracts/projects';
import type { ProjectDraftInput } from '../../../../shared/projects';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { ApiError } from '../../../lib/api-client';
import { useTextDraft } from '../../../lib/text-draft';
import { failureToast, reportSubmitError } from '../../../lib/form-errors';
import {
  checkProjectForm,
  formPathOf,
  formValuesOf,
  toDraftInput,
  type ProjectFormValues,
} from '../project-form-values';
import { GuidelinesCard } from './guidelines-card';
import { PostingOptionsCard } from './posting-options-card';
import { ProjectDetailsSection } from './project-details-section';
import type { ProjectFormParts } from './project-form-context';
import { RequirementsSection } from './requirements-section';
import { TimelineBudgetSection } from './timeline-budget-section';

export interface ProjectFormAction {
  label: string;
  busyLabel: string;
  variant?: 'default' | 'outline';
  /** Checked as publishing would check it (title, description, budget, a skill) before anything is sent. */
  publishing: boolean;
  /** Saves (and publishes); a refusal is thrown back here, where its field messages are shown. */
  run: (input: ProjectDraftInput) => Promise<unknown>;
}

/** The server's messages by form path; a message for a path the form has no place for goes above the buttons. */
function serverErrors(error: ApiError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fields)) errors[formPathOf(path.split('.'))] ??= message;
  return errors;
}

/** The messages that no longer hold once `changed` changed (its own, and those it takes part in). */
export function withoutErrorsOf(errors: Record<string, string>, changed: string): Record<string, string> {
  const stale = new Set([changed]);
  if (changed.startsWith('milestones') || changed === 'budgetMin' || changed === 'budgetType') stale.add('milestones');
  if (changed === 'budgetType') ['budgetMin', 'budgetMax'].forEach((path) => stale.add(path));
  if (changed === 'durationUnit') stale.add('durationValue');
  if (![...stale].some((path) => path in errors)) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !stale.has(path)));
}

/**
 * The post-project form (spec §2): its sections beside the guidelines and posting options, checked with the
 * shared rules before sending, as the API checks them. Each button saves in its own way (Save Draft, Publish,
 * Save changes). A refused save keeps everything typed, shows each message under its field and moves focus to
 * the first.
 */
export function ProjectForm({
  project,
  actions,
  notice,
}: {
  project?: OwnProject;
  actions: ProjectFormAction[];
  /** Said above the buttons (why an unverified company cannot publish). */
  notice?: ReactNode;
}) {
  const baseId = useId();
  const form = useForm<ProjectFormValues>({ defaultValues: formValuesOf(project) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  // Bumped when a check or the server refused: the first field marked invalid then takes focus.
  const [refusals, setRefusals] = useState(0);
  const formId = `${baseId}-form`;
  // A new project's description is kept in this browser until first saved; a saved one is on the server.
  const description = form.watch('description');
  const draft = useTextDraft(project ? null : 'project:new', description, (text) =>
    form.setValue('description', text, { shouldDirty: true }),
  );

  // A message goes once its field changes: the live milestones sum takes over from a refused sum, for instance.
  useEffect(() => {
    const subscription = form.watch((_, { name }) => {
      if (name) setErrors((current) => withoutErrorsOf(current, name));
    });
    return () => subscription.unsubscribe();
  }, [form]);

  useEffect(() => {
    if (refusals === 0) return;
    const first = document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (first ?? document.getElementById(`${formId}-error`))?.focus();
  }, [refusals, formId]);

  const refuse = (next: Record<string, string>) => {
    setErrors(next);
    setRefusals((n) => n + 1);
  };

  async function submit(action: ProjectFormAction) {
    const values = form.getValues();
    const checked = checkProjectForm(values, action.publishing);
    if (!checked.ok) return refuse(checked.errors);
    setErrors({});
    setBusy(action.label);
    try {
      await action.run(toDraftInput(values));
      draft.clear();
    } catch (error) {
      reportSubmitError(error, { toast: failureToast('Could not save the project') });
      if (error instanceof ApiError) {
        const fields = serverErrors(error);
        refuse(Object.keys(fields).length ? fields : { root: error.message });
      }
    } finally {
      setBusy(null);
    }
  }

  const parts: ProjectFormParts = {
    form,
    errors,
    fieldId: (path) => `${baseId}-${path.replace(/\./g, '-')}`,
  };
  const [primary] = actions;
  return (
    <form
      id={formId}
      noValidate
      // Enter in a field does what the first button says (Save Draft, Save changes).
      onSubmit={(event) => {
        event.preventDefault();
        if (primary && !busy) void submit(primary);
      }}
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <div className="min-w-0 space-y-6">
        <ProjectDetailsSection {...parts} />
        <TimelineBudgetSection {...parts} />
        <RequirementsSection {...parts} />
      </div>
      <div className="min-w-0 space-y-6">
        <PostingOptionsCard {...parts} />
        <GuidelinesCard />
        <div className="space-y-3">
          {notice}
          {errors.root && (
            <FieldError id={`${formId}-error`} tabIndex={-1}>
              {errors.root}
            </FieldError>
          )}
          <div className="flex flex-wrap gap-3">
            {actions.map((action) => (
              <Button
                key={action.label}
                type="button"
                variant={action.variant ?? 'default'}
                disabled={busy !== null}
                onClick={() => void submit(action)}
              >
                {busy === action.label ? action.busyLabel : action.label}
              </Button>
            ))}
          </div>
        </div>
      </div>
    </form>
  );
}
