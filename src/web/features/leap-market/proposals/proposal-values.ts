import type { MarketProject, OwnProposal } from '../../../../shared/contracts/projects';
import {
  proposalInputSchema,
  proposalProblems,
  type BudgetType,
  type ProposalInput,
} from '../../../../shared/projects';

/** The proposal form's fields as typed: amounts stay text until sent, so a half-typed number is not lost. */
export interface ProposalValues {
  coverNote: string;
  /** The fixed price, the hourly rate, or a range's lowest amount. */
  priceMin: string;
  /** A range's highest amount (unused for fixed and hourly). */
  priceMax: string;
  startDate: string;
  /** One per project milestone; all empty proposes none. */
  milestoneAmounts: string[];
}

/** The fields errors are shown under, in the form's order (focus goes to the first with an error). */
export const PROPOSAL_FIELDS = ['coverNote', 'price', 'startDate', 'milestoneAmounts'] as const;
export type ProposalField = (typeof PROPOSAL_FIELDS)[number];
export type ProposalErrors = Partial<Record<ProposalField, string>>;

/** The project facts the form checks a proposal against. */
export interface ProposalTarget {
  budgetType: BudgetType;
  budget: { min: number; max: number };
  milestoneCount: number;
}

export const proposalTarget = (project: MarketProject): ProposalTarget | null =>
  project.budget
    ? {
        budgetType: project.budget.type,
        budget: { min: project.budget.min, max: project.budget.max },
        milestoneCount: project.milestones.length,
      }
    : null;

/** A blank form, or the quant's proposal when they edit it. */
export function proposalValues(target: ProposalTarget, proposal?: OwnProposal | null): ProposalValues {
  const blanks = Array.from({ length: target.milestoneCount }, () => '');
  if (!proposal) return { coverNote: '', priceMin: '', priceMax: '', startDate: '', milestoneAmounts: blanks };
  return {
    coverNote: proposal.coverNote,
    priceMin: String(proposal.price.min),
    priceMax: target.budgetType === 'range' ? String(proposal.price.max) : '',
    startDate: proposal.startDate,
    milestoneAmounts: proposal.milestoneAmounts?.map(String) ?? blanks,
  };
}

/** Whole dollars as typed ("12,500" too); anything else becomes NaN, which the schema names. */
export function typedAmount(text: string): number {
  const cleaned = text.replace(/[,\s$]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

/** What the form sends: the price in the project's budget type, and milestone amounts only when some are given. */
export function proposalInput(target: ProposalTarget, values: ProposalValues): ProposalInput {
  const anyMilestone = values.milestoneAmounts.some((a) => a.trim() !== '');
  return {
    coverNote: values.coverNote,
    price:
      target.budgetType === 'range'
        ? { min: typedAmount(values.priceMin), max: typedAmount(values.priceMax) }
        : { min: typedAmount(values.priceMin) },
    startDate: values.startDate,
    milestoneAmounts: anyMilestone ? values.milestoneAmounts.map(typedAmount) : null,
  };
}

/** A field error key from the schema or the server ("price.min", "milestoneAmounts.2") as the form's field. */
export function proposalFieldOf(key: string): ProposalField | null {
  const head = key.split('.')[0];
  return (PROPOSAL_FIELDS as readonly string[]).includes(head ?? '') ? (head as ProposalField) : null;
}

/** Server or schema field errors keyed by the form's fields: the first message for each. */
export function proposalErrorsFrom(fields: Record<string, string>): ProposalErrors {
  const errors: ProposalErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const field = proposalFieldOf(key);
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

/**
 * The same checks the server makes (the shared schema, then proposalProblems against the project), so most
 * mistakes are named before anything is sent.
 */
export function checkProposal(
  target: ProposalTarget,
  values: ProposalValues,
  today?: string,
): { input: ProposalInput; errors: null } | { input: null; errors: ProposalErrors } {
  const input = proposalInput(target, values);
  const parsed = proposalInputSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
    return { input: null, errors: proposalErrorsFrom(fields) };
  }
  const problems = proposalProblems(
    { budget: { type: target.budgetType, ...target.budget }, milestoneCount: target.milestoneCount },
    parsed.data,
    today,
  );
  if (Object.keys(problems).length > 0) return { input: null, errors: proposalErrorsFrom(problems) };
  return { input, errors: null };
}

/** The running sum of the milestone amounts typed so far (blank and unreadable ones count as 0). */
export function milestoneSum(values: ProposalValues): number {
  return values.milestoneAmounts.reduce((sum, a) => {
    const n = typedAmount(a);
    return Number.isFinite(n) ? sum + n : sum;
  }, 0);
}
