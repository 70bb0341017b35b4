import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MessageReport } from '../../../../shared/contracts/messages';
import { ReportList } from './report-list';

const OPEN: MessageReport = {
  id: 'r1',
  conversationId: 'c1',
  reason: 'harassment',
  details: 'Kept writing after I declined.',
  reporterName: 'Ada Lovelace',
  reporterSide: 'quant',
  quantName: 'Ada Lovelace',
  companyName: 'Example Capital',
  createdAt: '2026-11-20T12:00:00.000Z',
  timesReported: 1,
  lastReportedAt: '2026-11-20T12:00:00.000Z',
  resolvedAt: null,
  outcome: null,
  messages: [
    {
      side: 'company',
      authorName: 'Fiona Firm',
      body: 'Hello <script>alert(1)</script>\nsecond line',
      createdAt: '2026-11-20T11:00:00.000Z',
    },
  ],
};

/** `reports` as the first page of a queue of `total` (by default just these). */
function render(reports: MessageReport[], total = reports.length) {
  const open = reports.filter((report) => report.resolvedAt === null).length;
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ReportList
        reports={{ reports, total, open, page: 1, pageSize: 20 }}
        headingRef={null}
        onResolved={() => undefined}
      />
    </QueryClientProvider>,
  );
}

describe('the reported conversations list', () => {
  it('says there is nothing to read when no conversation was reported', () => {
    const html = render([]);
    expect(html).toContain('No reported conversations');
    expect(html).not.toContain('Suspend company');
  });

  it('counts the open reports, and offers the four actions on those only', () => {
    const handled: MessageReport = {
      ...OPEN,
      id: 'r2',
      resolvedAt: '2026-11-21T09:00:00.000Z',
      outcome: { action: 'warn', reason: 'Keep it <b>civil</b>.', operatorName: 'Olga Operator' },
    };
    const html = render([OPEN, handled]);
    expect(html).toContain('1 open report</h2>');
    for (const label of ['Dismiss', 'Warn', 'Suspend company', 'Suspend account']) {
      expect(html.match(new RegExp(`</svg> ${label}<`, 'g')), label).toHaveLength(1);
    }
    expect(html).toContain('>Open</span>');
    expect(html).toContain('>Handled</span>');
    expect(render([handled])).toContain('No open reports</h2>');
  });

  it("shows a handled report's outcome, reason (as text) and operator", () => {
    const html = render([
      {
        ...OPEN,
        resolvedAt: '2026-11-21T09:00:00.000Z',
        outcome: { action: 'warn', reason: 'Keep it <b>civil</b>.', operatorName: 'Olga Operator' },
      },
    ]);
    expect(html).toContain('Warned</span>');
    expect(html).toContain('by Olga Operator');
    expect(html).toContain('Keep it &lt;b&gt;civil&lt;/b&gt;.');
    const legacy = render([
      {
        ...OPEN,
        resolvedAt: '2026-11-21T09:00:00.000Z',
        outcome: { action: 'resolved', reason: '', operatorName: null },
      },
    ]);
    expect(legacy).toContain('Marked handled</span>');
    expect(legacy).not.toContain('Reason:');
  });

  it('says how far into the queue the page is, and how often the reporter filed it', () => {
    const repeated = { ...OPEN, timesReported: 3, lastReportedAt: '2026-11-22T08:00:00.000Z' };
    const html = render([repeated], 45);
    expect(html).toContain('Showing 1 of 45 reports');
    expect(html).toContain('by the same person 3 times, last');
    expect(render([OPEN])).not.toContain('by the same person');
  });

  it("shows the reason's label, who reported and the details", () => {
    const html = render([OPEN]);
    expect(html).toContain('Harassment or abuse');
    expect(html).toContain('Ada Lovelace <span class="text-muted">(the quant)</span>');
    expect(html).toContain('Example Capital');
    expect(html).toContain('Kept writing after I declined.');
  });

  it('shows each message as text with its author: markup escaped, line breaks kept', () => {
    const html = render([OPEN]);
    expect(html).toContain('Fiona Firm');
    expect(html).toContain('(the firm)');
    expect(html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;\nsecond line');
    expect(html).not.toContain('<script>');
    expect(html).toContain('whitespace-pre-wrap');
  });
});
