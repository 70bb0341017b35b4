import type { ApplicationStatus } from './applications';

/**
 * The company dashboard's Talent Pipeline (issue 17): who is waiting on the firm, where each stands and what the
 * firm owes them next. Zod-free, so the dashboard's chunk carries only these labels.
 */

/** Applications still in the pipeline: not yet offered, rejected or withdrawn (those are ended). */
export const OPEN_APPLICATION_STATUSES = [
  'New',
  'Reviewed',
  'Shortlisted',
  'Interviewed',
] as const satisfies readonly ApplicationStatus[];

/** Proposals under consideration: sent or shortlisted, not yet accepted or declined. */
export const CONSIDERED_PROPOSAL_STATUSES = ['submitted', 'shortlisted'] as const;

export const PIPELINE_KINDS = ['application', 'proposal', 'conversation'] as const;
export type PipelineKind = (typeof PIPELINE_KINDS)[number];

type OpenApplicationStatus = (typeof OPEN_APPLICATION_STATUSES)[number];
type ConsideredProposalStatus = (typeof CONSIDERED_PROPOSAL_STATUSES)[number];

/** A conversation is in the pipeline while the quant wrote last: the firm owes the reply. */
export const AWAITING_REPLY = 'awaiting_reply';

export interface PipelineStep {
  /** Where the person stands. */
  stage: string;
  /** What the firm owes them next. */
  next: string;
}

/** Each kind's stages (an application's status, a proposal's status, a conversation awaiting the firm). */
export const PIPELINE_STEPS: {
  application: Record<OpenApplicationStatus, PipelineStep>;
  proposal: Record<ConsideredProposalStatus, PipelineStep>;
  conversation: Record<typeof AWAITING_REPLY, PipelineStep>;
} = {
  application: {
    New: { stage: 'Applied', next: 'Review the application' },
    Reviewed: { stage: 'Application reviewed', next: 'Shortlist or decline' },
    Shortlisted: { stage: 'Shortlisted', next: 'Interview or decline' },
    Interviewed: { stage: 'Interviewed', next: 'Make an offer or decline' },
  },
  proposal: {
    submitted: { stage: 'Proposal sent', next: 'Review the proposal' },
    shortlisted: { stage: 'Proposal shortlisted', next: 'Accept or decline' },
  },
  conversation: {
    [AWAITING_REPLY]: { stage: 'Wrote to you', next: 'Reply to their message' },
  },
};

/** The step of `kind` at `stage`, or undefined for a stage this build does not know (never shown as blank). */
export function pipelineStep(kind: PipelineKind, stage: string): PipelineStep | undefined {
  const steps: Record<string, PipelineStep> = PIPELINE_STEPS[kind];
  return Object.hasOwn(steps, stage) ? steps[stage] : undefined;
}

export const PIPELINE_KIND_LABELS: Record<PipelineKind, string> = {
  application: 'Internship application',
  proposal: 'Project proposal',
  conversation: 'Message',
};

/** People per page of the Talent Pipeline tab; interviews ahead shown on it. */
export const PIPELINE_PAGE_SIZE = 20;
export const INTERVIEWS_SHOWN = 20;

export const TALENT_PIPELINE_MESSAGES = {
  cursor: 'This list has changed; start again from the first page',
} as const;
