import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CompensationReviewQueue } from '../../../../shared/compensation';
import type { CompensationReviewEntry } from '../../../../shared/contracts/compensation';
import { EntryList } from './entry-list';

const HELD: CompensationReviewEntry = {
  id: 'e1',
  role: 'Quant Trader',
  level: 'Intern',
  region: 'EMEA',
  baseSalary: 950_000,
  bonus: 400_000,
  stockValue: null,
  totalComp: 1_350_000,
  notes: 'Sign-on <b>included</b>',
  year: 2025,
  isDemo: false,
  submittedOn: '2026-11-20',
  held: true,
  reason: 'Total above $1,000,000, the cap for the Intern level',
  cell: { count: 12, p25: 90_000, p50: 100_000, p75: 115_000 },
};

function render(queue: CompensationReviewQueue, entries: CompensationReviewEntry[]) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <EntryList
        queue={queue}
        data={{ entries, total: entries.length, page: 1, pageSize: 20 }}
        headingRef={null}
        onDone={() => undefined}
      />
    </QueryClientProvider>,
  );
}

describe('the compensation review list', () => {
  it('says what each empty queue is for, with no actions', () => {
    expect(render('held', [])).toContain('No entries held for review');
    expect(render('hidden', [])).toContain('No hidden entries');
    expect(render('held', [])).not.toContain('Approve');
  });

  it('shows a held entry beside its cell, why it is held, its notes as text, and Hide and Approve', () => {
    const html = render('held', [HELD]);
    expect(html).toContain('1 entry held for review</h2>');
    expect(html).toContain('>Held</span>');
    expect(html).toContain('$1,350,000');
    expect(html).toContain('Total above $1,000,000, the cap for the Intern level');
    expect(html).toContain('12 visible entries; total compensation quartiles $90,000, $100,000 (median), $115,000.');
    expect(html).toContain('Sign-on &lt;b&gt;included&lt;/b&gt;');
    expect(html).toContain('aria-label="Approve the $1,350,000 Intern Quant Trader entry"');
    expect(html).toContain('Hide<span class="sr-only"> the $1,350,000 Intern Quant Trader entry</span>');
    expect(html).not.toContain('Show again');
  });

  it('offers only Show again for a hidden entry, and says when its cell is empty', () => {
    const hidden = { ...HELD, held: false, reason: 'Spam', cell: null, isDemo: true };
    const html = render('hidden', [hidden]);
    expect(html).toContain('1 hidden entry</h2>');
    expect(html).toContain('>Hidden</span>');
    expect(html).toContain('>Demo</span>');
    expect(html).toContain('No visible entries for this role, level and region yet.');
    expect(html).toContain('Show again');
    expect(html).not.toContain('Approve');
  });
});
