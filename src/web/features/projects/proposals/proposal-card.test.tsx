import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FirmProposal } from '../../../../shared/contracts/projects';
import { PROPOSAL_DECLINE_REASON_LABELS, PROPOSAL_MESSAGES, type ProjectStatus } from '../../../../shared/projects';
import { ProposalActions } from './proposal-actions';
import { ProposalCard } from './proposal-card';

const PROJECT_ID = '6f1c1f0e-2f5a-4d55-9d43-0c7f7f1d2a10';

const SENT: FirmProposal = {
  id: '0b6a3f55-8a3c-4f0e-9c55-6d0d1f2a3b4c',
  status: 'submitted',
  coverNote: 'I calibrated SVI surfaces for an options desk for three years.\nI can start on the date below.',
  budgetType: 'fixed',
  price: { min: 9500, max: 9500 },
  startDate: '2026-12-07',
  milestoneAmounts: [4000, 5500],
  declineReason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  statusChangedAt: '2026-11-20T10:00:00.000Z',
  conversationId: null,
  quant: {
    profileId: 'a1b2c3d4-0000-4000-8000-000000000001',
    name: 'Ada Quant',
    headline: 'Volatility researcher',
    skills: ['Python', 'Stochastic Calculus'],
    experienceYears: 6,
    location: 'Zurich, Switzerland',
    availability: 'Available now',
    hourlyRateMin: 110,
    hourlyRateMax: 140,
  },
};

const MILESTONES = [
  { title: 'Data pipeline', description: '', amount: 4000 },
  { title: 'Calibration and report', description: '', amount: 8000 },
];

function render(proposal: FirmProposal, options: { verified?: boolean; projectStatus?: ProjectStatus } = {}) {
  const { verified = true, projectStatus = 'published' } = options;
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProposalCard
          proposal={proposal}
          milestones={MILESTONES}
          actions={
            verified ? (
              <ProposalActions projectId={PROJECT_ID} projectStatus={projectStatus} proposal={proposal} />
            ) : undefined
          }
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a proposal as the firm reads it', () => {
  it('shows the quant’s profile summary, the cover note, the price, the start and each milestone’s amount', () => {
    const html = render(SENT);
    expect(html).toContain('Ada Quant');
    expect(html).toContain('Volatility researcher');
    expect(html).toContain('6 years of experience');
    expect(html).toContain('Zurich, Switzerland');
    expect(html).toContain('Available now');
    expect(html).toContain('$110–$140 an hour');
    expect(html).toContain('Stochastic Calculus');
    expect(html).toContain('I calibrated SVI surfaces');
    expect(html).toContain('$9,500');
    expect(html).toContain('Dec 7, 2026');
    expect(html).toContain('1. Data pipeline');
    expect(html).toContain('$4,000');
    expect(html).toContain('2. Calibration and report');
    expect(html).toContain('$5,500');
    expect(html).toContain('Sent on Nov 20, 2026');
    expect(html).not.toContain('@');
  });

  it('offers Shortlist, Decline and Accept on a sent proposal of a published project', () => {
    const html = render(SENT);
    expect(html).toContain('Shortlist<span class="sr-only"> the proposal from Ada Quant</span>');
    expect(html).toContain('Decline<span class="sr-only"> the proposal from Ada Quant</span>');
    expect(html).toContain('Accept<span class="sr-only"> the proposal from Ada Quant</span>');
  });

  it('drops Shortlist once shortlisted, and Accept when the project is no longer published (saying why)', () => {
    const shortlisted = render({ ...SENT, status: 'shortlisted' });
    expect(shortlisted).not.toContain('Shortlist<span');
    expect(shortlisted).toContain('Accept<span');
    const inProgress = render({ ...SENT, status: 'shortlisted' }, { projectStatus: 'in_progress' });
    expect(inProgress).not.toContain('Accept<span');
    expect(inProgress).toContain('Decline<span');
    expect(inProgress).toContain(PROPOSAL_MESSAGES.projectNotOpen);
  });

  it('shows a declined proposal’s reason and no actions, and an accepted one’s price with the way to Messages', () => {
    const declined = render({ ...SENT, status: 'declined', declineReason: 'timing' });
    expect(declined).toContain(PROPOSAL_DECLINE_REASON_LABELS.timing);
    expect(declined).not.toContain('Decline<span');
    expect(declined).not.toContain('Accept<span');
    const accepted = render({ ...SENT, status: 'accepted' }, { projectStatus: 'in_progress' });
    expect(accepted).toContain('You accepted this proposal at $9,500');
    expect(accepted).toContain('href="/messages"');
    expect(accepted).not.toContain('Decline<span');
  });

  it('shows no action to an unverified company', () => {
    const html = render(SENT, { verified: false });
    expect(html).toContain('Ada Quant');
    expect(html).not.toContain('Shortlist<span');
    expect(html).not.toContain('Accept<span');
  });

  it('words a range price and an hourly rate in the project’s budget type, and a quant without a profile', () => {
    const range = render({ ...SENT, budgetType: 'range', price: { min: 9000, max: 11000 }, milestoneAmounts: null });
    expect(range).toContain('$9,000–$11,000');
    expect(range).not.toContain('Per milestone');
    const hourly = render({
      ...SENT,
      budgetType: 'hourly',
      price: { min: 120, max: 120 },
      milestoneAmounts: null,
      quant: {
        ...SENT.quant,
        profileId: null,
        name: 'Unknown User',
        headline: null,
        skills: [],
        location: null,
        availability: null,
        hourlyRateMin: null,
        hourlyRateMax: null,
        experienceYears: 0,
      },
    });
    expect(hourly).toContain('$120 an hour');
    expect(hourly).toContain('Unknown User');
    expect(hourly).toContain('Contact to check availability');
  });
});
