import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BlocksAnswer } from '../../../../shared/contracts/quant-profile';
import { ApiError } from '../../../lib/api-client';
import { blockErrorMessage, HideFromFirmsCard } from './hide-from-firms-card';

const BLOCKS_KEY = ['quant-profile', 'blocks'];

function render(answer?: BlocksAnswer) {
  const client = new QueryClient();
  if (answer) client.setQueryData(BLOCKS_KEY, answer);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <HideFromFirmsCard />
    </QueryClientProvider>,
  ).replace(/\s+/g, ' ');
}

const JANE_STREET = { kind: 'firm', id: '72', name: 'Jane Street', domain: 'janestreet.com' } as const;

describe('the "Hide from specific firms" card', () => {
  it('offers the current employer first, with one button and the reason', () => {
    const html = render({
      blocks: [],
      suggestions: [{ ...JANE_STREET, reason: 'Your current job (Quant Trader, Present)' }],
    });
    expect(html).toContain('>Hide from Jane Street</button>');
    expect(html).toContain('Your current job (Quant Trader, Present)');
    // Suggestions come before the search and the list.
    expect(html.indexOf('Hide from Jane Street')).toBeLessThan(html.indexOf('Search for a firm to hide from'));
  });

  it('lists the firms hidden from, each with what it is and a Remove button named after it', () => {
    const html = render({
      blocks: [
        { id: 'b1', kind: 'firm', name: 'Jane Street', domain: 'janestreet.com', createdAt: '2026-03-01T00:00:00Z' },
        { id: 'b2', kind: 'company', name: 'Orbit Capital', domain: null, createdAt: '2026-03-02T00:00:00Z' },
      ],
      suggestions: [],
    });
    expect(html).toContain('aria-label="Firms you hide from"');
    expect(html).toContain('Reference firm · janestreet.com');
    expect(html).toContain('Company on QuantLeap<');
    expect(html).toContain('aria-label="Remove Jane Street"');
    expect(html).toContain('aria-label="Remove Orbit Capital"');
    expect(html).not.toContain('Suggested');
  });

  it('says when no firm is hidden, and still offers the search as a keyboard combobox', () => {
    const html = render({ blocks: [], suggestions: [] });
    expect(html).toContain('You do not hide from any firm yet.');
    expect(html).toMatch(/role="combobox"[^>]*aria-autocomplete="list"[^>]*aria-expanded="false"/);
    expect(html).toContain('role="listbox"');
  });

  it('shows a spinner while loading', () => {
    expect(render()).toContain('aria-label="Loading the firms you hide from"');
  });
});

describe('what a failed change tells the quant', () => {
  it('names the firm and what to do', () => {
    expect(blockErrorMessage(new ApiError(404, 'NOT_FOUND', 'No such firm.'), 'hide', 'Jane Street')).toBe(
      'No such firm. Jane Street may have left QuantLeap or been renamed: search for it again.',
    );
    expect(
      blockErrorMessage(
        new ApiError(404, 'NOT_FOUND', 'This firm is not on your list any more.'),
        'remove',
        'Jane Street',
      ),
    ).toBe('This firm is not on your list any more. The list below is up to date.');
    expect(blockErrorMessage(new ApiError(401, 'UNAUTHENTICATED', 'Please sign in first.'), 'hide', 'X')).toBe(
      'Your session has ended. Sign in again to change which firms you hide from.',
    );
    expect(
      blockErrorMessage(
        new ApiError(0, 'NETWORK', 'Could not reach QuantLeap. Check your connection and try again.'),
        'remove',
        'Jane Street',
      ),
    ).toBe('Could not remove Jane Street: Could not reach QuantLeap. Check your connection and try again.');
  });
});
