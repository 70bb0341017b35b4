import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CompanyReview } from '../../../../../shared/contracts/company';
import { ReviewCard } from './review-card';
import { ReviewList } from './review-list';

const REVIEW: CompanyReview = {
  id: '7b0c5a62-8f7e-4f8e-9a39-0d0c3b2b6d11',
  slug: 'citadel-partners',
  name: 'Citadel Partners',
  website: 'https://www.citadel-partners.test/',
  domain: 'citadel-partners.test',
  category: 'Hedge Fund',
  headquarters: 'Chicago, IL',
  description: 'Systematic macro.',
  state: 'pending',
  rejectionReason: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  evidence: {
    members: [{ name: 'Ken Owner', email: 'ken@citadel-partners.test', role: 'owner' }],
    freeMailDomain: false,
    claimedFirms: [{ name: 'Citadel', domain: 'citadel.com' }],
  },
};

const render = (review: CompanyReview) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ReviewCard review={review} onDecided={() => undefined} />
    </QueryClientProvider>,
  );

describe('a review card', () => {
  it('shows the evidence: website in a new tab, domain, members, the claimed firm and the warning about it', () => {
    const html = render(REVIEW);
    expect(html).toContain('href="https://www.citadel-partners.test/" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('www.citadel-partners.test');
    expect(html).toContain('Nov 20, 2026');
    expect(html).toContain('ken@citadel-partners.test');
    expect(html).toContain('E-mail at the website&#x27;s domain');
    expect(html).toContain('The name claims Citadel, whose own domain is citadel.com, not citadel-partners.test.');
    expect(html).toMatch(/Reject<span class="sr-only"> ()?Citadel Partners/);
  });

  it('shows a rejected company’s reason and offers only approval', () => {
    const html = render({ ...REVIEW, state: 'rejected', rejectionReason: 'Not Citadel.' });
    expect(html).toContain('Reason given to the owner');
    expect(html).toContain('Not Citadel.');
    expect(html).not.toMatch(/Reject<span/);
    expect(html).toContain('Approve');
  });

  it('cannot approve a company without a domain', () => {
    const html = render({ ...REVIEW, website: null, domain: null });
    expect(html).toMatch(/<button[^>]*\sdisabled(="")?[^>]*><svg[^>]*lucide-check/);
  });
});

describe('the review list', () => {
  const list = (state: 'pending' | 'rejected', reviews: CompanyReview[], total = reviews.length) =>
    renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <ReviewList state={state} reviews={reviews} total={total} headingRef={null} onDecided={() => undefined} />
      </QueryClientProvider>,
    );

  it('says plainly when nothing waits, or nothing was rejected', () => {
    expect(list('pending', [])).toContain('No companies are waiting for review.');
    expect(list('rejected', [])).toContain('No companies have been rejected.');
  });

  it('counts the companies in its heading', () => {
    expect(list('pending', [REVIEW])).toMatch(/<h2[^>]*>1 company waiting<\/h2>/);
    expect(list('pending', [REVIEW, { ...REVIEW, id: 'other' }])).toMatch(/<h2[^>]*>2 companies waiting<\/h2>/);
    // One page of a longer queue: the heading counts the whole queue.
    expect(list('pending', [REVIEW], 45)).toMatch(/<h2[^>]*>45 companies waiting<\/h2>/);
  });
});
