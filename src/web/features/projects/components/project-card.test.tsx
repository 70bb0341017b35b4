import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OwnProject } from '../../../../shared/contracts/projects';
import { PROJECT_MESSAGES } from '../../../../shared/projects';
import { ProjectCard } from './project-card';

const IN_TEN_DAYS = new Date(Date.now() + 10 * 86_400_000).toISOString();

const PUBLISHED: OwnProject = {
  id: '6f1c1f0e-2f5a-4d55-9d43-0c7f7f1d2a10',
  status: 'published',
  title: 'Vol surface calibration',
  description: 'Calibrate an SVI surface.',
  summary: '',
  skills: ['Python'],
  projectType: 'research',
  category: 'fx',
  duration: { value: 6, unit: 'weeks' },
  completionDate: null,
  budget: { type: 'fixed', min: 12000, max: 12000 },
  milestones: [],
  minExperience: null,
  education: null,
  fieldOfStudy: null,
  additionalRequirements: '',
  workType: 'remote',
  visibility: 'public',
  nda: false,
  plan: 'standard',
  featured: true,
  urgent: false,
  publishedAt: '2026-11-20T10:00:00.000Z',
  expiresAt: IN_TEN_DAYS,
  renewedAt: null,
  closedAt: null,
  canRenew: false,
  publishProblems: {},
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const DRAFT: OwnProject = {
  ...PUBLISHED,
  status: 'draft',
  title: '',
  budget: null,
  publishedAt: null,
  expiresAt: null,
  publishProblems: { title: PROJECT_MESSAGES.titleRequired, budget: PROJECT_MESSAGES.budgetRequired },
};

function render(project: OwnProject, verified = true) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProjectCard project={project} verified={verified} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a project on the company dashboard', () => {
  it('shows a published project’s status, budget, duration and listing end, with Close and View on LeapMarket', () => {
    const html = render(PUBLISHED);
    expect(html).toContain('Published');
    expect(html).toContain('Featured');
    expect(html).toContain('$12,000');
    expect(html).toContain('6 weeks');
    expect(html).toMatch(/Listing ends \d{1,2} [A-Z][a-z]{2}/);
    expect(html).toContain(`href="/leap-market/projects/${PUBLISHED.id}"`);
    expect(html).toContain(`href="/funds/post-project/${PUBLISHED.id}"`);
    expect(html).toContain('aria-label="Close Vol surface calibration"');
    expect(html).not.toContain('>Renew<');
    expect(html).not.toContain('>Delete<');
  });

  it('offers Renew only when the server says it can be renewed, and says it is once, in the last 3 days', () => {
    const html = render({ ...PUBLISHED, canRenew: true });
    expect(html).toContain('Renew<span class="sr-only"> Vol surface calibration</span>');
    expect(html).toContain('A listing can be renewed once, in its last 3 days');
    expect(render({ ...PUBLISHED, canRenew: true }, false)).not.toContain('Renew<span');
  });

  it('lists what an incomplete draft needs, offers Delete but no Publish, and names it Untitled', () => {
    const html = render(DRAFT);
    expect(html).toContain('Untitled project');
    expect(html).toContain(`${PROJECT_MESSAGES.titleRequired}. ${PROJECT_MESSAGES.budgetRequired}.`);
    expect(html).toContain('No budget yet');
    expect(html).toContain('Delete<span class="sr-only"> Untitled project</span>');
    expect(html).not.toContain('Publish<span');
    expect(html).not.toContain('View on LeapMarket');
  });

  it('offers Publish for a complete draft of a verified company only, and Reopen for a closed project', () => {
    const complete = { ...PUBLISHED, status: 'draft' as const, publishedAt: null, expiresAt: null };
    expect(render(complete)).toContain('Publish<span class="sr-only"> Vol surface calibration</span>');
    expect(render(complete, false)).not.toContain('Publish<span');
    const closed = render({ ...PUBLISHED, status: 'closed', closedAt: '2026-11-24T10:00:00.000Z' });
    expect(closed).toContain('Listing ended');
    expect(closed).toContain('Reopen<span class="sr-only"> Vol surface calibration</span>');
    expect(closed).not.toContain('aria-label="Close Vol surface calibration"');
  });

  it('links a published project to its proposals with their count; a draft has none', () => {
    const html = render({ ...PUBLISHED, proposalCount: 3 });
    expect(html).toContain(`href="/funds/projects/${PUBLISHED.id}/proposals"`);
    expect(html).toContain('Proposals (3)<span class="sr-only"> for Vol surface calibration</span>');
    expect(render(PUBLISHED)).toContain('Proposals (0)');
    expect(render(DRAFT)).not.toContain('/proposals"');
  });
});
