import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '../../../../shared/applications';
import type { ApplicationSummary } from '../../../../shared/contracts/applicant-tracking';
import { StatusActions } from './status-actions';

function render(status: ApplicationStatus, rejection: ApplicationSummary['rejection'] = null) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <StatusActions application={{ id: 'a1', status, rejection, applicant: { name: 'Ada Lovelace' } }} />
    </QueryClientProvider>,
  );
}

const MOVES = ['Mark reviewed', 'Shortlist', 'Mark interviewed', 'Mark offered', 'Reject'];
const buttons = (html: string) => MOVES.filter((label) => html.includes(`>${label}</button>`));

describe("an application's status actions", () => {
  it('offer only the moves its status allows', () => {
    expect(buttons(render('New'))).toEqual(['Mark reviewed', 'Shortlist', 'Reject']);
    expect(buttons(render('Reviewed'))).toEqual(['Shortlist', 'Reject']);
    expect(buttons(render('Shortlisted'))).toEqual(['Mark interviewed', 'Reject']);
    expect(buttons(render('Interviewed'))).toEqual(['Mark offered', 'Reject']);
  });

  it('offer nothing once the pipeline has ended, and say why', () => {
    const offered = render('Offered');
    expect(buttons(offered)).toEqual([]);
    expect(offered).toContain('This application is Offered: its status cannot change any more.');
    const withdrawn = render('Withdrawn');
    expect(buttons(withdrawn)).toEqual([]);
    expect(withdrawn).toContain('The applicant withdrew this application.');
  });

  it('offer Undo on a rejection while the applicant has not been told, and not after', () => {
    const label = 'The position has been filled';
    const pending = render('Rejected', {
      reason: 'position-filled',
      label,
      undoUntil: new Date(Date.now() + 4 * 60_000).toISOString(),
    });
    expect(pending).toContain(label);
    expect(pending).toContain('Undo<span class="sr-only"> the rejection of Ada Lovelace</span>');
    expect(pending).toContain('The applicant is told by e-mail at');

    const told = render('Rejected', { reason: 'position-filled', label, undoUntil: null });
    expect(told).not.toContain('Undo');
    expect(told).toContain('The applicant has been told the reason.');
    const expired = render('Rejected', {
      reason: 'position-filled',
      label,
      undoUntil: new Date(Date.now() - 1000).toISOString(),
    });
    expect(expired).not.toContain('Undo');
  });
});
