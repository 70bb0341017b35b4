import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MyProjectInvitations } from '../../../../shared/contracts/projects';
import { AuthProvider, SESSION_QUERY_KEY, type Session } from '../../../lib/session';
import { InvitedProjects } from './invited-projects';

const SESSION: Session = {
  user: { id: 'u1', name: 'Ingrid Invitee', email: 'ingrid@example.com', emailVerified: true },
  session: { id: 's1', expiresAt: '2030-01-01T00:00:00.000Z' },
};

const INVITATIONS: MyProjectInvitations = {
  invitations: [
    {
      project: {
        id: 'proj-1',
        title: 'Confidential curve rebuild',
        visibility: 'private',
        nda: true,
        budget: { type: 'hourly', min: 110, max: 150 },
      },
      company: { name: 'Fjord Rates Capital', slug: 'fjord-rates-capital' },
      invitedAt: '2026-11-24T10:00:00.000Z',
    },
  ],
};

function render(session: Session | null, answer: MyProjectInvitations): string {
  const client = new QueryClient();
  client.setQueryData(SESSION_QUERY_KEY, session);
  client.setQueryData(['my-project-invitations'], answer);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <MemoryRouter>
          <InvitedProjects />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('LeapMarket’s Projects you are invited to', () => {
  it('lists a signed-in user’s invitations with the company, pay, when, and a link to each project', () => {
    const html = render(SESSION, INVITATIONS);
    expect(html).toContain('Projects you are invited to');
    expect(html).toContain('href="/leap-market/projects/proj-1"');
    expect(html).toContain('Confidential curve rebuild');
    expect(html).toContain('Fjord Rates Capital');
    expect(html).toContain('$110–$150 an hour');
    expect(html).toContain('By invitation only');
    expect(html).toContain('NDA');
    expect(html).toContain('Invited Nov 24, 2026');
  });

  it('shows nothing to a visitor, or to a user without invitations', () => {
    expect(render(null, INVITATIONS)).toBe('');
    expect(render(SESSION, { invitations: [] })).toBe('');
  });
});
