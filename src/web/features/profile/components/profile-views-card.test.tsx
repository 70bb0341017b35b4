import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProfileViewsCard } from './profile-views-card';

const VIEWS_KEY = ['quant-profile', 'views'];

function render(client: QueryClient, node: ReactNode = <ProfileViewsCard />) {
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

function withViews(views: unknown[]) {
  const client = new QueryClient();
  client.setQueryData(VIEWS_KEY, { views });
  return client;
}

describe('the "Who viewed my profile" card', () => {
  it('lists each company with a link to its page, when it last looked and how often', () => {
    const html = render(
      withViews([
        {
          companyName: 'Orbit Capital',
          companySlug: 'orbit-capital',
          lastViewedAt: '2026-03-05T09:30:00.000Z',
          viewCount: 3,
        },
        { companyName: 'Keel & Co', companySlug: 'keel', lastViewedAt: '2026-03-01T23:30:00.000Z', viewCount: 1 },
      ]),
    );
    expect(html).toContain('<h2 class="text-base font-semibold">Who viewed my profile</h2>');
    expect(html).toMatch(/<a [^>]*href="\/companies\/orbit-capital"[^>]*>Orbit Capital<\/a>/);
    expect(html).toContain('last viewed <time dateTime="2026-03-05T09:30:00.000Z">Mar 5, 2026</time> · 3 views');
    expect(html).toContain('Keel &amp; Co');
    expect(html).toContain('Mar 1, 2026</time> · 1 view<');
    expect(html.indexOf('Orbit Capital')).toBeLessThan(html.indexOf('Keel'));
  });

  it('says so when no firm has opened the profile', () => {
    const html = render(withViews([]));
    expect(html).toContain('No firm has opened your profile yet.');
    expect(html).not.toContain('<ul');
  });

  it('shows a spinner while loading', () => {
    const html = render(new QueryClient());
    expect(html).toContain('aria-label="Loading who viewed your profile"');
  });

  it('says what failed, with a way to try again', () => {
    // A failed load as the card meets it after its retries (no new attempt as it renders).
    const client = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
    client
      .getQueryCache()
      .build(client, { queryKey: VIEWS_KEY })
      .setState({ status: 'error', error: new Error('Could not reach QuantLeap.'), fetchStatus: 'idle' });
    const html = render(client);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Could not load who viewed your profile. Could not reach QuantLeap.');
    expect(html).toContain('Try again');
  });
});
