import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MarketProject, OwnProposal } from '../../../../shared/contracts/projects';
import { PROPOSAL_DECLINE_REASON_LABELS, PROPOSAL_MESSAGES } from '../../../../shared/projects';
import { ProposalSection } from './proposal-section';

const PROJECT: MarketProject = {
  id: 'b6f1c7de-0000-4000-8000-000000000009',
  title: 'Execution signal review',
  excerpt: 'A review.',
  summary: 'A review.',
  description: 'The brief.',
  skills: ['Python'],
  projectType: 'research',
  category: 'equities',
  duration: { value: 6, unit: 'weeks' },
  completionDate: null,
  budget: { type: 'fixed', min: 30_000, max: 30_000 },
  milestones: [
    { title: 'Data audit', description: '', amount: null },
    { title: 'Decay study', description: '', amount: null },
  ],
  minExperience: null,
  education: null,
  fieldOfStudy: null,
  additionalRequirements: '',
  workType: 'remote',
  visibility: 'public',
  featured: false,
  urgent: false,
  nda: false,
  status: 'published',
  company: { name: 'Quiet Harbour Capital', slug: 'quiet-harbour-capital', logoUrl: null },
  publishedAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2099-12-20T10:00:00.000Z',
  viewer: { signedIn: true, ownCompany: false, ndaAccepted: false },
  myProposal: null,
  proposing: { canPropose: true, reason: null },
};

const PROPOSAL: OwnProposal = {
  id: 'p1',
  projectId: PROJECT.id,
  status: 'submitted',
  coverNote: 'I would start with a fill-level audit of the last two years of executions.',
  budgetType: 'fixed',
  price: { min: 28_000, max: 28_000 },
  startDate: '2027-01-04',
  milestoneAmounts: [8_000, 20_000],
  declineReason: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  statusChangedAt: '2026-11-24T10:00:00.000Z',
  conversationId: null,
};

const render = (project: MarketProject) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProposalSection project={project} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('proposing on a project page', () => {
  it('offers the form with the budget beside the price and one amount per milestone', () => {
    const html = render(PROJECT);
    expect(html).toContain('Send a proposal');
    expect(html).toContain('Cover note');
    expect(html).toContain('The firm’s budget is $30,000.');
    expect(html).toContain('Earliest start date');
    expect(html).toContain('1. Data audit');
    expect(html).toContain('2. Decay study');
    expect(html).toContain('Milestones add up to $0');
    expect(html).toContain('Proposing is free.');
    expect(html).not.toMatch(/credit|fee\b/i);
  });

  it('asks for one hourly rate within the posted range, and a min–max for a range budget', () => {
    const hourly = render({ ...PROJECT, budget: { type: 'hourly', min: 80, max: 120 }, milestones: [] });
    expect(hourly).toContain('Your hourly rate (US dollars)');
    expect(hourly).toContain('The firm pays $80–$120 an hour: propose one rate in that range.');
    expect(hourly).not.toContain('Milestone amounts');
    const range = render({ ...PROJECT, budget: { type: 'range', min: 10_000, max: 15_000 } });
    expect(range).toContain('>Lowest</label>');
    expect(range).toContain('>Highest</label>');
  });

  it('asks a visitor to sign in, and a user without a quant profile to create one', () => {
    const visitor = render({
      ...PROJECT,
      viewer: { signedIn: false, ownCompany: false, ndaAccepted: false },
      proposing: { canPropose: false, reason: PROPOSAL_MESSAGES.signIn },
    });
    expect(visitor).toContain('Sign in to send a proposal');
    expect(visitor).toContain('href="/login"');
    expect(visitor).not.toContain('Cover note');
    const noProfile = render({
      ...PROJECT,
      proposing: { canPropose: false, reason: PROPOSAL_MESSAGES.needsQuantProfile },
    });
    expect(noProfile).toContain(PROPOSAL_MESSAGES.needsQuantProfile);
    expect(noProfile).toContain('href="/quants/create-profile"');
  });

  it('says why a quant cannot propose otherwise, and nothing to the posting firm', () => {
    expect(render({ ...PROJECT, proposing: { canPropose: false, reason: PROPOSAL_MESSAGES.notTaking } })).toContain(
      PROPOSAL_MESSAGES.notTaking,
    );
    expect(
      render({
        ...PROJECT,
        viewer: { signedIn: true, ownCompany: true, ndaAccepted: true },
        proposing: { canPropose: false, reason: PROPOSAL_MESSAGES.ownCompany },
      }),
    ).toBe('');
  });

  it('shows a sent proposal with its terms, Edit and Withdraw', () => {
    const html = render({ ...PROJECT, myProposal: PROPOSAL, proposing: { canPropose: false, reason: 'sent' } });
    expect(html).toContain('Your proposal');
    expect(html).toContain('>Sent</span>');
    expect(html).toContain('$28,000');
    expect(html).toContain('$8,000 · $20,000');
    expect(html).toContain('Jan 4, 2027');
    expect(html).toContain('Edit proposal');
    expect(html).toContain('Withdraw proposal');
    expect(html).not.toContain('Cover note</label>');
  });

  it('shows a declined proposal with the firm’s reason, and an accepted one with its price and Messages', () => {
    const declined = render({
      ...PROJECT,
      myProposal: { ...PROPOSAL, status: 'declined', declineReason: 'price' },
      proposing: { canPropose: false, reason: 'sent' },
    });
    expect(declined).toContain('>Declined</span>');
    expect(declined).toContain(PROPOSAL_DECLINE_REASON_LABELS.price);
    expect(declined).not.toContain('Withdraw proposal');
    expect(declined).not.toContain('Edit proposal');
    const accepted = render({
      ...PROJECT,
      status: 'in_progress',
      myProposal: { ...PROPOSAL, status: 'accepted' },
      proposing: { canPropose: false, reason: 'sent' },
    });
    expect(accepted).toContain('Accepted price');
    expect(accepted).toContain('href="/messages"');
    expect(accepted).not.toContain('Withdraw proposal');
  });

  it('lets a shortlisted proposal be withdrawn but not edited', () => {
    const html = render({
      ...PROJECT,
      myProposal: { ...PROPOSAL, status: 'shortlisted' },
      proposing: { canPropose: false, reason: 'sent' },
    });
    expect(html).toContain('>Shortlisted</span>');
    expect(html).toContain('Withdraw proposal');
    expect(html).not.toContain('Edit proposal');
  });
});
