import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApplicationSummary } from '../../../../shared/contracts/applicant-tracking';
import { ApplicationCard } from './application-card';

const NOW = new Date('2026-11-20T12:00:00Z');

const APPLICATION: ApplicationSummary = {
  id: 'a1',
  status: 'New',
  createdAt: '2026-11-04T09:00:00.000Z',
  statusChangedAt: '2026-11-04T09:00:00.000Z',
  firstResponseAt: null,
  overdue: true,
  position: { id: 'p1', title: 'Volatility Research Intern' },
  applicant: {
    name: 'Ada Lovelace',
    education: "ETH Zurich · Master's · class of 2027",
    university: 'ETH Zurich',
    degreeLevel: "Master's",
    gpa: 3.8,
    graduationYear: 2027,
    skills: ['Python', 'Stochastic Calculus'],
    experienceYears: 2,
  },
  rejection: null,
  noteCount: 1,
};

function render(application: ApplicationSummary) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <ApplicationCard
        application={application}
        now={NOW}
        selected={false}
        onSelectedChange={() => undefined}
        onOpen={() => undefined}
      />
    </MemoryRouter>,
  );
}

describe('an application card', () => {
  it('shows the applicant, their studies, the position, the status and how long they have waited', () => {
    const html = render(APPLICATION);
    for (const text of [
      'Ada Lovelace',
      'ETH Zurich · Master&#x27;s · class of 2027',
      '3.8',
      '2027',
      '2 years',
      'Python',
      'Stochastic Calculus',
      'Volatility Research Intern',
      '>New</span>',
      'Waiting 16 days',
      '1 note',
      'aria-label="Select Ada Lovelace"',
      'View application<span class="sr-only"> from Ada Lovelace</span>',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('links Message applicant to the compose screen for this application, written for the company', () => {
    const html = render(APPLICATION);
    expect(html).toContain('href="/messages/new?application=a1&amp;as=company"');
    expect(html).toContain('Message applicant<span class="sr-only"> Ada Lovelace</span>');
  });

  it('marks an overdue application in words, not colour alone', () => {
    expect(render(APPLICATION)).toContain('Overdue: no answer for 14 days or more');
    expect(render({ ...APPLICATION, overdue: false })).not.toContain('Overdue');
  });

  it('says what is missing, and the reason of a rejection', () => {
    const html = render({
      ...APPLICATION,
      status: 'Rejected',
      overdue: false,
      firstResponseAt: '2026-11-07T09:00:00.000Z',
      applicant: { ...APPLICATION.applicant, gpa: null, graduationYear: null, skills: [] },
      rejection: { reason: 'position-filled', label: 'The position has been filled', undoUntil: null },
      noteCount: 0,
    });
    expect(html).toContain('Not given');
    expect(html).toContain('Answered after 3 days');
    expect(html).toContain('Reason: The position has been filled');
    expect(html).toContain('0 notes');
    expect(html).not.toContain('Skills of');
  });
});
