import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MarketPage, MarketProjectCard } from '../../../../shared/contracts/projects';
import { LeapMarketList } from './leap-market-list';

const PROJECT: MarketProjectCard = {
  id: 'b6f1c7de-0000-4000-8000-000000000001',
  title: 'Options market making simulator',
  excerpt: 'Simulate a market maker in listed options.',
  skills: ['Python', 'Options'],
  projectType: 'trading',
  category: 'derivatives',
  duration: { value: 3, unit: 'months' },
  budget: { type: 'hourly', min: 90, max: 140 },
  workType: 'onsite',
  featured: true,
  urgent: false,
  nda: true,
  company: { name: 'Lakeside Volatility', slug: 'lakeside-volatility', logoUrl: null },
  publishedAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-20T10:00:00.000Z',
};

const page = (projects: MarketProjectCard[], total: number, totalCapped = false): MarketPage => ({
  projects,
  total,
  totalCapped,
  page: 1,
  pageSize: 12,
});

/** The list at `address`, with the API's answers already in the cache by their query string ('' is no filter). */
function render(address: string, answers: Record<string, MarketPage>): string {
  const client = new QueryClient();
  for (const [query, answer] of Object.entries(answers)) client.setQueryData(['leap-market', 'list', query], answer);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <LeapMarketList />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('LeapMarket list', () => {
  it('says that no project is open while none is published, without a search that could find nothing', () => {
    const html = render('/leap-market', { '': page([], 0) });
    expect(html).toContain('No project is open right now.');
    expect(html).not.toContain('Search projects');
  });

  it('shows the skeleton while the first page loads', () => {
    const html = render('/leap-market', {});
    expect(html).toContain('aria-label="Loading projects"');
    expect(html).toContain('Search projects');
  });

  it('lists cards with their terms, badges and link, the count and the pages', () => {
    const html = render('/leap-market', { '': page([PROJECT], 23) });
    expect(html).toContain('>Open projects</h2>');
    expect(html).toContain('23 projects');
    expect(html).toContain(`href="/leap-market/projects/${PROJECT.id}"`);
    expect(html).toContain('Lakeside Volatility');
    expect(html).toContain('$90–$140 an hour');
    expect(html).toContain('3 months');
    expect(html).toContain('On-site');
    expect(html).toContain('Trading strategy · Derivatives');
    expect(html).toContain('Featured');
    expect(html).toContain('NDA');
    expect(html).not.toContain('Urgent');
    expect(html).toContain('aria-label="Page 2"');
  });

  it('says 1,000+ when the server stopped counting', () => {
    expect(render('/leap-market', { '': page([PROJECT], 1000, true) })).toContain('1,000+ projects');
  });

  it('keeps the filters from the address in the controls', () => {
    const html = render('/leap-market?q=options&workType=onsite&sort=budget', {
      'q=options&workType=onsite&sort=budget': page([PROJECT], 1),
    });
    expect(html).toContain('value="options"');
    expect(html).toMatch(/<option (selected )?value="onsite"( selected(="")?)?>On-site<\/option>/);
    expect(html).toMatch(/<option (selected )?value="budget"( selected(="")?)?>Highest budget<\/option>/);
    expect(html).toContain('1 project');
  });

  it('offers to clear a search that matches nothing while other projects exist', () => {
    const html = render('/leap-market?q=astrology', { 'q=astrology': page([], 0), '': page([PROJECT], 5) });
    expect(html).toContain('No projects match your search');
    expect(html).toContain('Clear search and filters');
  });

  it('says that no project is open for a filtered address when no project exists at all', () => {
    const html = render('/leap-market?q=astrology', { 'q=astrology': page([], 0), '': page([], 0) });
    expect(html).toContain('No project is open right now.');
    expect(html).not.toContain('No projects match your search');
  });
});
