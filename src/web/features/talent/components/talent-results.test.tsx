import type { UseQueryResult } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TalentCard, TalentPage } from '../../../../shared/contracts/talent';
import { TALENT_MESSAGES, type TalentSort } from '../../../../shared/talent';
import { ApiError } from '../../../lib/api-client';
import { TalentResults } from './talent-results';

/** The parts of a query result the list reads, as TanStack Query reports each state. */
const pending = { isPending: true, isError: false } as UseQueryResult<TalentPage>;
const failed = (error: Error) => ({ isPending: false, isError: true, error }) as UseQueryResult<TalentPage>;
const answered = (data: TalentPage) =>
  ({ isPending: false, isError: false, isPlaceholderData: false, data }) as UseQueryResult<TalentPage>;

const CARD: TalentCard = {
  id: 'q1',
  fullName: 'Ada Lovelace',
  title: 'Volatility Researcher',
  location: null,
  experienceYears: 6,
  highestDegree: null,
  education: null,
  bio: null,
  skills: [],
  hourlyRateMin: null,
  hourlyRateMax: null,
  availability: null,
  availableFrom: null,
  prefersRemote: false,
};
const page = (profiles: TalentCard[], total = profiles.length, totalCapped = false): TalentPage => ({
  profiles,
  total,
  totalCapped,
  page: 2,
  pageSize: 20,
  pageCount: Math.max(1, Math.ceil(total / 20)),
});

function render(query: UseQueryResult<TalentPage>, filtered = false, sort: TalentSort = 'relevance') {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/funds/view-talent?q=vol&page=2']}>
      <TalentResults
        query={query}
        sort={sort}
        sorts={['relevance', 'newest', 'rate']}
        onSort={() => undefined}
        filtered={filtered}
        fieldNames={['q', 'rateMin', 'rateMax', 'availability']}
        onClear={() => undefined}
      />
    </MemoryRouter>,
  );
}

describe('the directory list', () => {
  it("says spec §8's words while loading and on a failure", () => {
    expect(render(pending)).toContain(`role="status"`);
    expect(render(pending)).toContain(TALENT_MESSAGES.loading);
    const error = render(failed(new ApiError(500, 'INTERNAL', 'The server answered 500.')));
    expect(error).toContain(TALENT_MESSAGES.loadError);
    expect(error).toContain('Try again');
  });

  it('tells an empty directory from filters that exclude everyone', () => {
    const empty = render(answered(page([], 0)));
    expect(empty).toContain(TALENT_MESSAGES.empty);
    expect(empty).not.toContain('Clear filters');
    const none = render(answered(page([], 0)), true);
    expect(none).toContain(TALENT_MESSAGES.noResults);
    expect(none).toContain('Clear filters');
    expect(none).not.toContain(TALENT_MESSAGES.empty);
  });

  it('counts the profiles, says where the page sits, and sorts by the choices it is given', () => {
    const html = render(answered(page([CARD], 21)));
    expect(html).toContain('21 profiles</h2>');
    expect(html).toContain('Showing 21 of 21 profiles');
    expect(html).toContain('Ada Lovelace');
    expect(html).toMatch(/<option (selected )?value="relevance"( selected(="")?)?>Most relevant<\/option>/);
    expect(html).toContain('aria-label="Talent directory pages"');
    // Each card opens its profile.
    expect(html).toContain('href="/funds/view-talent/q1"');
  });

  it('says 1,000+ when the server stopped counting, and that Most relevant then ranks the newest 1,000', () => {
    const html = render(answered(page([CARD], 1000, true)));
    expect(html).toContain('1,000+ profiles</h2>');
    expect(html).toContain('Showing 21–21 of 1,000+ profiles');
    expect(html).toContain(TALENT_MESSAGES.relevanceCapped);
    expect(TALENT_MESSAGES.relevanceCapped).toContain('ranks the 1,000 newest');
    expect(render(answered(page([CARD], 1000, true)), false, 'newest')).not.toContain(TALENT_MESSAGES.relevanceCapped);
    expect(render(answered(page([CARD], 999)))).not.toContain(TALENT_MESSAGES.relevanceCapped);
  });

  it('leaves the reasons the sidebar shows to the sidebar, and lists the others', () => {
    const byField = render(
      failed(new ApiError(400, 'VALIDATION_FAILED', TALENT_MESSAGES.rateOrder, { rateMin: TALENT_MESSAGES.rateOrder })),
    );
    expect(byField).toContain('These filters could not be applied.');
    expect(byField).not.toContain(TALENT_MESSAGES.rateOrder);
    expect(byField).toContain('Correct the filters marked in the sidebar');
    const elsewhere = render(
      failed(
        new ApiError(400, 'VALIDATION_FAILED', TALENT_MESSAGES.sort, {
          sort: TALENT_MESSAGES.sort,
          rateMin: TALENT_MESSAGES.rateOrder,
        }),
      ),
    );
    expect(elsewhere).toContain(TALENT_MESSAGES.sort);
    expect(elsewhere).not.toContain(TALENT_MESSAGES.rateOrder);
    expect(elsewhere).not.toContain(TALENT_MESSAGES.loadError);
  });
});
