import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '../../../../shared/applications';
import { BulkActionBar, inviteHint } from './bulk-action-bar';

const selection = (...statuses: ApplicationStatus[]) =>
  statuses.map((status, index) => ({
    id: `a${index}`,
    status,
    applicant: { name: `Applicant ${index}` },
    position: { title: 'Rates Intern' },
  }));

function render(...statuses: ApplicationStatus[]) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <BulkActionBar selected={selection(...statuses)} onClear={() => undefined} />
    </QueryClientProvider>,
  );
}

/** The Invite to interview button's opening tag. */
const inviteButton = (html: string) => /<button[^>]*>(?:(?!<\/button>).)*Invite to interview/.exec(html)?.[0] ?? '';

describe('inviting a selection to interview', () => {
  it('is offered when every selected application is shortlisted', () => {
    const html = render('Shortlisted', 'Shortlisted');
    expect(inviteButton(html)).not.toContain('disabled=""');
    expect(html).not.toContain('Only shortlisted applications');
  });

  it('is disabled otherwise, saying why', () => {
    const html = render('Shortlisted', 'Reviewed', 'New');
    expect(inviteButton(html)).toMatch(/\sdisabled(="")?[\s>]/);
    expect(html).toContain(inviteHint(2, 3));
    expect(inviteHint(2, 3)).toBe(
      'Only shortlisted applications can be invited to interview: 2 of the 3 selected are not.',
    );
    expect(inviteHint(1, 2)).toBe(
      'Only shortlisted applications can be invited to interview: 1 of the 2 selected is not.',
    );
    expect(inviteHint(2, 2)).toBe(
      'Only shortlisted applications can be invited to interview: none of the selected is.',
    );
    expect(inviteHint(1, 1)).toBe('Only shortlisted applications can be invited to interview.');
  });
});
