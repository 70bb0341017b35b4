import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OwnProject, ProjectInvitations } from '../../../../shared/contracts/projects';
import { InvitedPanel } from './invited-panel';

const PROJECT = {
  id: 'proj-1',
  title: 'Private rates study',
  visibility: 'private',
} as OwnProject;

function render(answer: ProjectInvitations, project: OwnProject = PROJECT): string {
  const client = new QueryClient();
  client.setQueryData(['projects', 'invitations', project.id], answer);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <InvitedPanel project={project} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the Invited panel of a project’s proposals page', () => {
  it('lists each invited quant with a link to their profile, when, and Withdraw until they proposed', () => {
    const html = render({
      invitations: [
        {
          profileId: 'a1',
          name: 'Ada Quant',
          headline: 'Rates Quant',
          invitedAt: '2026-11-24T10:00:00.000Z',
          proposed: false,
        },
        { profileId: 'b2', name: 'Ben Quant', headline: null, invitedAt: '2026-11-23T10:00:00.000Z', proposed: true },
      ],
    });
    expect(html).toContain('href="/funds/view-talent/a1"');
    expect(html).toContain('Ada Quant');
    expect(html).toContain('Rates Quant');
    expect(html).toContain('Invited Nov 24, 2026');
    expect(html).toContain('aria-label="Withdraw the invitation of Ada Quant"');
    expect(html).not.toContain('Withdraw the invitation of Ben Quant');
    expect(html).toContain('Sent a proposal');
    expect(html).toContain('only these quants see it on LeapMarket');
  });

  it('says where to find quants to invite when none is invited yet', () => {
    const html = render({ invitations: [] }, { ...PROJECT, visibility: 'public' });
    expect(html).toContain('No one invited yet.');
    expect(html).toContain('href="/funds/view-talent"');
    expect(html).toContain('href="/funds/talent-match"');
    expect(html).toContain('e-mailed a link to this project');
  });
});
