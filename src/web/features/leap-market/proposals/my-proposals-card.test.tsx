import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MyProposals } from '../../../../shared/contracts/projects';
import { PROPOSAL_DECLINE_REASON_LABELS } from '../../../../shared/projects';
import { MyProposalsCard } from './my-proposals-card';

const ROW: MyProposals['proposals'][number] = {
  id: 'p1',
  projectId: 'proj-1',
  status: 'declined',
  coverNote: 'A note.',
  budgetType: 'hourly',
  price: { min: 110, max: 110 },
  startDate: '2027-01-04',
  milestoneAmounts: null,
  declineReason: 'timing',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  statusChangedAt: '2026-11-23T10:00:00.000Z',
  conversationId: null,
  project: { id: 'proj-1', title: 'Factor model refresh', status: 'published' },
  company: { name: 'Quiet Harbour Capital', slug: 'quiet-harbour-capital' },
};

function render(answer: MyProposals): string {
  const client = new QueryClient();
  client.setQueryData(['my-proposals', 1], answer);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MyProposalsCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the dashboard’s Your proposals card', () => {
  it('invites a quant without proposals to browse LeapMarket', () => {
    const html = render({ proposals: [], total: 0, page: 1, pageSize: 20 });
    expect(html).toContain('You have not sent a proposal yet.');
    expect(html).toContain('href="/leap-market"');
  });

  it('lists each proposal with its project link, company, price, status, date and the firm’s reason', () => {
    const html = render({ proposals: [ROW], total: 1, page: 1, pageSize: 20 });
    expect(html).toContain('href="/leap-market/projects/proj-1"');
    expect(html).toContain('Factor model refresh');
    expect(html).toContain('Quiet Harbour Capital');
    expect(html).toContain('$110 an hour');
    expect(html).toContain('Nov 23, 2026');
    expect(html).toContain('>Declined</span>');
    expect(html).toContain(PROPOSAL_DECLINE_REASON_LABELS.timing);
    expect(html).not.toContain('Pages of your proposals');
  });

  it('offers the next page when there are more than 20, and Messages for an accepted one', () => {
    const accepted = { ...ROW, status: 'accepted' as const, declineReason: null };
    const html = render({ proposals: [accepted], total: 41, page: 1, pageSize: 20 });
    expect(html).toContain('aria-label="Pages of your proposals"');
    expect(html).toContain('Showing 1 of 41 proposals');
    expect(html).toContain('href="/messages"');
  });
});
