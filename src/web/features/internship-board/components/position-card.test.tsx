import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PostedPosition } from '../../../../shared/contracts/internship-board';
import { PositionCard } from './position-card';

const POSITION: PostedPosition = {
  id: 'p1',
  title: 'Forecasting Intern',
  department: 'Data Science',
  location: 'New York, NY',
  region: 'North America',
  role: 'Data Scientist',
  status: 'Open',
  deadline: '2027-03-01',
  description: 'Ten weeks building forecasting models.',
  requirements: ['Python'],
  pay: { period: 'month', min: 8000, max: 9000 },
  applicationCount: 1,
  createdAt: '2026-09-01T10:00:00.000Z',
  updatedAt: '2026-09-01T10:00:00.000Z',
  hiringCheck: null,
};

function render(position: PostedPosition, canPublish = true) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <PositionCard
        position={position}
        canPublish={canPublish}
        onEdit={() => undefined}
        onViewApplicants={() => undefined}
      />
    </QueryClientProvider>,
  );
}

describe('a position on the board', () => {
  it('shows its status, pay, deadline and applications, and the actions of an open position', () => {
    const html = render(POSITION);
    for (const text of ['Open', '$8,000–$9,000 a month', 'Apply by Mar 1, 2027', '1 application', 'Close']) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('Publish');
    expect(html).not.toContain('Still hiring?');
  });

  it('asks "still hiring?" with the day it closes, when QuantLeap asked', () => {
    const html = render({
      ...POSITION,
      hiringCheck: { askedAt: '2026-11-01T08:00:00.000Z', closesAt: '2026-11-15T08:00:00.000Z' },
    });
    expect(html).toContain('Without an answer it closes on <strong>Nov 15, 2026</strong>');
    expect(html).toContain('Still hiring<span class="sr-only"> for Forecasting Intern</span>');
  });

  it('offers Publish for a draft only when the company may publish, and says when pay is missing', () => {
    const draft = { ...POSITION, status: 'Draft' as const, pay: null };
    expect(render(draft)).toContain('Publish<span class="sr-only"> Forecasting Intern</span>');
    expect(render(draft, false)).not.toContain('Publish');
    expect(render(draft)).toContain('No pay yet: add it to publish');
    expect(render({ ...POSITION, status: 'Closed' })).toContain('Reopen');
  });

  it('leads to its applicants when it has some and the company may read them', () => {
    const view = 'View Applicants<span class="sr-only"> for Forecasting Intern</span>';
    expect(render(POSITION)).toContain(view);
    expect(render({ ...POSITION, status: 'Closed' })).toContain(view);
    expect(render({ ...POSITION, applicationCount: 0 })).not.toContain('View Applicants');
    expect(render(POSITION, false)).not.toContain('View Applicants');
  });
});
