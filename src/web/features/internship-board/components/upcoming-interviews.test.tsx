import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CompanyInterviewSlot } from '../../../../shared/contracts/applicant-tracking';
import { UpcomingInterviewsCard } from './upcoming-interviews';

function render(slots: CompanyInterviewSlot[]) {
  const client = new QueryClient();
  client.setQueryData(['internship-board', 'interviews'], slots);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <UpcomingInterviewsCard />
    </QueryClientProvider>,
  );
}

const slot = (overrides: Partial<CompanyInterviewSlot>): CompanyInterviewSlot => ({
  batchId: 'b1',
  slotId: 's1',
  startsAt: '2027-03-02T09:00:00.000Z',
  endsAt: '2027-03-02T09:30:00.000Z',
  location: 'Video call',
  durationMinutes: 30,
  booked: null,
  ...overrides,
});

describe('the upcoming interviews card', () => {
  it('says when nothing is scheduled', () => {
    expect(render([])).toContain('No interviews scheduled');
  });

  it('lists each time with who booked it, or Free', () => {
    const html = render([
      slot({ slotId: 's1', booked: { applicationId: 'a1', applicantName: 'Ada Lovelace' } }),
      slot({ slotId: 's2', startsAt: '2027-03-02T10:00:00.000Z', endsAt: '2027-03-02T10:30:00.000Z' }),
    ]);
    expect(html).toContain('aria-label="Upcoming interviews"');
    expect(html).toContain('Booked by </span>Ada Lovelace');
    expect(html).toContain('>Free</span>');
    expect(html).toContain('dateTime="2027-03-02T10:00:00.000Z"');
    expect(html).toContain('Video call');
  });

  it('shows the first six times, and offers the rest', () => {
    const slots = Array.from({ length: 8 }, (_, i) =>
      slot({ slotId: `s${i}`, startsAt: `2027-03-0${i + 1}T09:00:00.000Z`, endsAt: `2027-03-0${i + 1}T09:30:00.000Z` }),
    );
    const html = render(slots);
    expect(html.match(/<li /g)).toHaveLength(6);
    expect(html).toContain('Show all 8 times');
  });
});
