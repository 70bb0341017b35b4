import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MarketProject } from '../../../../shared/contracts/projects';
import { marketProjectPath, ROUTES } from '../../../../shared/routes';
import { MarketProjectPage } from './market-project-page';

const PROJECT: MarketProject = {
  id: 'b6f1c7de-0000-4000-8000-000000000002',
  title: 'Execution signal review',
  excerpt: 'An independent review of an execution signal.',
  summary: 'An independent review of an execution signal.',
  description: null,
  skills: ['Python', 'Market Microstructure'],
  projectType: 'research',
  category: 'equities',
  duration: { value: 6, unit: 'weeks' },
  completionDate: '2027-03-31',
  budget: { type: 'fixed', min: 30_000, max: 30_000 },
  milestones: [
    { title: 'Data audit', description: 'Check the fills.', amount: 10_000 },
    { title: 'Decay study', description: '', amount: 20_000 },
  ],
  minExperience: 'expert',
  education: 'phd',
  fieldOfStudy: 'stats',
  additionalRequirements: 'Published work on execution.',
  workType: 'hybrid',
  visibility: 'public',
  featured: false,
  urgent: true,
  nda: true,
  status: 'published',
  company: { name: 'Quiet Harbour Capital', slug: 'quiet-harbour-capital', logoUrl: null },
  publishedAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2099-12-20T10:00:00.000Z',
  viewer: { signedIn: false, ownCompany: false, ndaAccepted: false },
};

/** The project's page with the API's answer already in the cache. */
function render(project: MarketProject): string {
  const client = new QueryClient();
  client.setQueryData(['leap-market', 'project', project.id], project);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[marketProjectPath(project.id)]}>
        <Routes>
          <Route path={ROUTES.marketProject} element={<MarketProjectPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a LeapMarket project page', () => {
  it('shows every term the firm set: budget, duration, dates, labels, milestones and requirements', () => {
    const html = render(PROJECT);
    expect(html).toMatch(/<h1[^>]*>Execution signal review<\/h1>/);
    expect(html).toContain('href="/companies/quiet-harbour-capital"');
    expect(html).toContain('$30,000');
    expect(html).toContain('Fixed price');
    expect(html).toContain('6 weeks');
    expect(html).toContain('Mar 31, 2027');
    expect(html).toContain('Hybrid');
    // Each term once: the terms list has budget, duration and work type; the facts list the rest.
    expect(html.match(/6 weeks/g)).toHaveLength(1);
    expect(html).toContain('Research');
    expect(html).toContain('Equities');
    expect(html).toContain('Listing ends');
    expect(html).toContain('Urgent');
    expect(html).toContain('>1. Data audit</p>');
    expect(html).toContain('$20,000');
    expect(html).toContain('Expert (5+ years)');
    expect(html).toContain('PhD');
    expect(html).toContain('Statistics');
    expect(html).toContain('Published work on execution.');
    // Without the server's word on proposing (proposals/proposal-section.test.tsx has it), nothing offers to propose.
    expect(html).not.toMatch(/propos/i);
  });

  it('shows an NDA project’s summary and asks a visitor to sign in before the notice', () => {
    const html = render(PROJECT);
    expect(html).toContain('>Summary</h2>');
    expect(html).toContain('An independent review of an execution signal.');
    expect(html).toContain('Sign in to read the full description');
    expect(html).not.toContain('Accept and read the full description');
  });

  it('offers a signed-in quant the notice to accept', () => {
    const html = render({ ...PROJECT, viewer: { signedIn: true, ownCompany: false, ndaAccepted: false } });
    expect(html).toContain('Accept and read the full description');
    expect(html).not.toContain('Sign in to read the full description');
  });

  it('shows the description once the notice is accepted, and no notice', () => {
    const html = render({
      ...PROJECT,
      description: 'The full confidential brief.',
      viewer: { signedIn: true, ownCompany: false, ndaAccepted: true },
    });
    expect(html).toContain('>Description</h2>');
    expect(html).toContain('The full confidential brief.');
    expect(html).not.toContain('Accept and read the full description');
  });

  it('says when a project is no longer open, and a private one is by invitation only', () => {
    const closed = render({ ...PROJECT, status: 'closed', nda: false, description: 'Done.' });
    expect(closed).toContain('Closed');
    expect(closed).not.toContain('Listing ends');
    const inProgress = render({ ...PROJECT, status: 'in_progress', visibility: 'private', description: 'Busy.' });
    expect(inProgress).toContain('In progress');
    expect(inProgress).toContain('By invitation only');
  });
});
