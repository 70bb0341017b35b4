import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MyInterview } from '../../../../shared/contracts/internships';
import { formatTimeRange as formatInterviewTime } from '../../../lib/format-date';
import { InterviewOffer, MyInterviews } from './my-interviews';

const zone = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'Europe/Zurich';
});
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const OFFER: MyInterview = {
  batchId: 'b1',
  applicationId: 'a1',
  positionTitle: 'Rates Intern',
  company: 'Tracking Capital',
  durationMinutes: 30,
  location: 'Video call — link sent by e-mail',
  booked: null,
  openSlots: [
    { id: 's1', startsAt: '2027-03-02T09:00:00.000Z', endsAt: '2027-03-02T09:30:00.000Z' },
    { id: 's2', startsAt: '2027-03-02T10:00:00.000Z', endsAt: '2027-03-02T10:30:00.000Z' },
  ],
};

const html = (node: ReactNode, client = new QueryClient()) =>
  renderToStaticMarkup(<QueryClientProvider client={client}>{node}</QueryClientProvider>).replace(/\s/g, ' ');

describe('an offered interview on the dashboard', () => {
  it('formats a time in the reader’s zone', () => {
    expect(formatInterviewTime('2027-03-02T09:00:00.000Z', '2027-03-02T09:30:00.000Z').replace(/\s/g, ' ')).toBe(
      'Tue, Mar 2, 10:00 – 10:30 AM GMT+1',
    );
  });

  it('offers the free times to pick from while none is booked', () => {
    const shown = html(<InterviewOffer interview={OFFER} />);
    expect(shown).toContain('Rates Intern');
    expect(shown).toContain('Tracking Capital');
    expect(shown).toContain('30 minutes');
    expect(shown).toContain('Video call — link sent by e-mail');
    expect(shown.match(/type="radio"/g)).toHaveLength(2);
    expect(shown).toContain('Tue, Mar 2, 11:00 – 11:30 AM GMT+1');
    expect(shown).toContain('Book this time');
    expect(shown).not.toContain('Booked:');
  });

  it('shows the booked time, with a way to change it', () => {
    const shown = html(
      <InterviewOffer
        interview={{
          ...OFFER,
          booked: { slotId: 's0', startsAt: '2027-03-02T08:00:00.000Z', endsAt: '2027-03-02T08:30:00.000Z' },
        }}
      />,
    );
    expect(shown).toContain('Booked:');
    expect(shown).toContain('Tue, Mar 2, 9:00 – 9:30 AM GMT+1');
    expect(shown).toContain('Change time');
    expect(shown).not.toContain('type="radio"');
  });

  it('hides the card without interviews, and lists them with one', () => {
    const empty = new QueryClient();
    empty.setQueryData(['my-interviews'], []);
    expect(html(<MyInterviews />, empty)).toBe('');
    const offered = new QueryClient();
    offered.setQueryData(['my-interviews'], [OFFER]);
    const shown = html(<MyInterviews />, offered);
    expect(shown).toContain('>Interviews</h3>');
    expect(shown).toContain('Times are in your time zone, Europe/Zurich.');
  });
});
