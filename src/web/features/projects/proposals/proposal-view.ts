import type { FirmProposal } from '../../../../shared/contracts/projects';
import {
  formatBudget,
  PROPOSAL_STATUS_LABELS,
  PROPOSAL_STATUSES,
  type ProposalStatus,
} from '../../../../shared/projects';
import { formatDayOf } from '../../../lib/format-date';
import { experienceYearsText } from '../../../../shared/experience';

/** `?status=` as a proposal status; anything else (absent, misspelt) is no filter, as the server would refuse it. */
export function parseStatusFilter(value: string | null): ProposalStatus | undefined {
  return PROPOSAL_STATUSES.find((status) => status === value);
}

/** "5 years of experience", "Under 1 year of experience". */
export function experienceText(years: number): string {
  return `${experienceYearsText(years)} of experience`;
}

/** The quant's own hourly rate from their profile: "$110–$140 an hour", "$120 an hour", or null when none. */
export function profileRateText(quant: Pick<FirmProposal['quant'], 'hourlyRateMin' | 'hourlyRateMax'>): string | null {
  const min = quant.hourlyRateMin ?? quant.hourlyRateMax;
  if (min === null) return null;
  return formatBudget({ type: 'hourly', min, max: quant.hourlyRateMax ?? min });
}

/** "Shortlisted on Nov 24, 2026": the status in words and the day it last changed. */
export function statusChangedText(proposal: Pick<FirmProposal, 'status' | 'statusChangedAt'>): string {
  return `${PROPOSAL_STATUS_LABELS[proposal.status]} on ${formatDayOf(proposal.statusChangedAt)}`;
}

/** Sent and shortlisted proposals may still be accepted or declined; only a sent one may be shortlisted. */
export const canShortlist = (status: ProposalStatus) => status === 'submitted';
export const canDecide = (status: ProposalStatus) => status === 'submitted' || status === 'shortlisted';

/** Why an unverified company reads proposals but cannot act on them. */
export const PROPOSALS_NOT_VERIFIED =
  'Proposals show who sent them, so your company must be verified before it can read, shortlist, decline or accept them.';
