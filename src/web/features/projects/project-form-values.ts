import type { OwnProject } from '../../../shared/contracts/projects';
import {
  DEFAULT_DURATION_UNIT,
  DEFAULT_PROJECT_SKILLS,
  projectDraftSchema,
  publishProblems,
  saveProblems,
  type BudgetType,
  type DurationUnit,
  type PostingPlan,
  type ProjectDraft,
  type ProjectDraftInput,
  type ProjectVisibility,
  type WorkType,
} from '../../../shared/projects';

/**
 * The post-project form's values as typed: numbers stay text until sent (an empty box is "not given", a typo is
 * refused with the schema's message rather than silently dropped), and optional choices are '' for none.
 */
export interface MilestoneValues {
  title: string;
  description: string;
  amount: string;
}

export interface ProjectFormValues {
  title: string;
  description: string;
  summary: string;
  skills: string[];
  projectType: string;
  category: string;
  durationValue: string;
  durationUnit: DurationUnit;
  completionDate: string;
  budgetType: BudgetType;
  budgetMin: string;
  budgetMax: string;
  milestones: MilestoneValues[];
  minExperience: string;
  education: string;
  fieldOfStudy: string;
  additionalRequirements: string;
  workType: WorkType;
  visibility: ProjectVisibility;
  nda: boolean;
  plan: PostingPlan;
  featured: boolean;
  urgent: boolean;
}

export type ProjectFormField = keyof ProjectFormValues;

/** "12 000", "$12,000" and "12000" are the same amount; '' is none; anything else is NaN, which the schema refuses. */
export function amountOf(text: string): number | null {
  const cleaned = text.replace(/[,$\s]/g, '');
  if (cleaned === '') return null;
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** What the form sends to the API (projectDraftSchema's input). */
export function toDraftInput(values: ProjectFormValues): ProjectDraftInput {
  const durationValue = amountOf(values.durationValue);
  const min = amountOf(values.budgetMin);
  const max = amountOf(values.budgetMax);
  const ranged = values.budgetType !== 'fixed';
  const budgetGiven = min !== null || (ranged && max !== null);
  return {
    title: values.title,
    description: values.description,
    // The summary is what an NDA project shows instead of its description; without an NDA it is not kept.
    summary: values.nda ? values.summary : '',
    skills: values.skills,
    projectType: values.projectType as ProjectDraftInput['projectType'],
    category: values.category as ProjectDraftInput['category'],
    duration: durationValue === null ? null : { value: durationValue, unit: values.durationUnit },
    completionDate: values.completionDate || null,
    budget: budgetGiven
      ? {
          type: values.budgetType,
          // A missing amount is refused by the schema with its message (NaN is not a whole number).
          min: min ?? Number.NaN,
          ...(ranged ? { max: max ?? Number.NaN } : {}),
        }
      : null,
    milestones: values.milestones.map((m) => ({
      title: m.title,
      description: m.description,
      amount: amountOf(m.amount),
    })),
    minExperience: values.minExperience as ProjectDraftInput['minExperience'],
    education: values.education as ProjectDraftInput['education'],
    fieldOfStudy: values.fieldOfStudy as ProjectDraftInput['fieldOfStudy'],
    additionalRequirements: values.additionalRequirements,
    workType: values.workType,
    visibility: values.visibility,
    nda: values.nda,
    plan: values.plan,
    featured: values.featured,
    urgent: values.urgent,
  };
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** The form's values for a saved project, or a new project's defaults (spec §3 and §9). */
export function formValuesOf(project?: OwnProject): ProjectFormValues {
  return {
    title: project?.title ?? '',
    description: project?.description ?? '',
    summary: project?.summary ?? '',
    skills: project ? [...project.skills] : [...DEFAULT_PROJECT_SKILLS],
    projectType: project?.projectType ?? '',
    category: project?.category ?? '',
    durationValue: text(project?.duration?.value),
    durationUnit: project?.duration?.unit ?? DEFAULT_DURATION_UNIT,
    completionDate: project?.completionDate ?? '',
    budgetType: project?.budget?.type ?? 'fixed',
    budgetMin: text(project?.budget?.min),
    budgetMax: project?.budget?.type === 'fixed' ? '' : text(project?.budget?.max),
    milestones: (project?.milestones ?? []).map((m) => ({
      title: m.title,
      description: m.description,
      amount: text(m.amount),
    })),
    minExperience: project?.minExperience ?? '',
    education: project?.education ?? '',
    fieldOfStudy: project?.fieldOfStudy ?? '',
    additionalRequirements: project?.additionalRequirements ?? '',
    workType: project?.workType ?? 'remote',
    visibility: project?.visibility ?? 'public',
    nda: project?.nda ?? false,
    plan: project?.plan ?? 'standard',
    featured: project?.featured ?? false,
    urgent: project?.urgent ?? false,
  };
}

/**
 * Where a message about a path of the API's schema shows in the form: `budget.max` under the highest amount,
 * `duration.value` under the duration, `milestones.1.amount` under that milestone's amount, and `milestones` (the
 * sum) under the list. The client's check and the server's answer both go through here.
 */
export function formPathOf(path: readonly PropertyKey[]): string {
  const [head, ...rest] = path.map(String);
  switch (head) {
    case 'duration':
      return rest[0] === 'unit' ? 'durationUnit' : 'durationValue';
    case 'budget':
      return rest[0] === 'max' ? 'budgetMax' : rest[0] === 'type' ? 'budgetType' : 'budgetMin';
    case 'milestones':
      return rest.length >= 2 ? `milestones.${rest[0]}.${rest[1]}` : 'milestones';
    case 'skills':
      return 'skills';
    case undefined:
      return 'root';
    default:
      return head;
  }
}

export type CheckResult = { ok: true; draft: ProjectDraft } | { ok: false; errors: Record<string, string> };

/**
 * The checks the API makes before it saves (the draft schema and a completion date not in the past), and with
 * `publishing` what publishing needs, by form path; the first message per path wins.
 */
export function checkProjectForm(values: ProjectFormValues, publishing: boolean, today?: string): CheckResult {
  const parsed = projectDraftSchema.safeParse(toDraftInput(values));
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[formPathOf(issue.path)] ??= issue.message;
    return { ok: false, errors };
  }
  const problems = publishing ? publishProblems(parsed.data, today) : saveProblems(parsed.data, today);
  for (const [field, message] of Object.entries(problems)) errors[formPathOf([field])] ??= message;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, draft: parsed.data };
}
