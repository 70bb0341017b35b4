import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InterviewForm } from './interview-dialog';

function render(invitees: Parameters<typeof InterviewForm>[0]['invitees']) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <InterviewForm invitees={invitees} onCancel={() => undefined} onSent={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('the Schedule Batch Interviews form', () => {
  it('names the selection it invites, and starts with one time to fill in', () => {
    const html = render([
      { id: 'a1', name: 'Ada Lovelace', positionTitle: 'Rates Intern' },
      { id: 'a2', name: 'Blaise Pascal', positionTitle: 'Rates Intern' },
    ]);
    expect(html).toContain('Inviting 2 applicants');
    expect(html).toContain('Ada Lovelace');
    expect(html).toContain('>Time 1</label>');
    expect(html).toContain('type="datetime-local"');
    expect(html).toMatch(/aria-label="Remove time 1" disabled(="")?[\s>]/);
    expect(html).toContain('In your time zone, ');
    expect(html).toContain('placeholder="Video call — link sent by e-mail"');
    for (const minutes of [30, 45, 60, 90]) expect(html).toContain(`>${minutes} minutes</option>`);
  });

  it('lets the firm choose among the shortlisted applicants otherwise', () => {
    const html = render(null);
    expect(html).toContain('<legend class="text-sm font-medium">Shortlisted applicants</legend>');
    expect(html).toContain('Loading shortlisted applicants');
  });
});
