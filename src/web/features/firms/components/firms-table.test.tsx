import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Firm } from '../../../../shared/contracts/firms';
import { FirmsTable } from './firms-table';

const FIRMS: Firm[] = [
  { name: 'Citadel', url: 'https://www.citadel.com', category: 'Hedge Fund', description: 'Multi-strategy.' },
  { name: 'Optiver', url: 'https://www.optiver.com', category: 'Market Maker', description: 'Options.' },
];

describe('the firms list’s verified marks', () => {
  it('mark exactly the verified firms, in the table and the cards, linking to their company page', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <FirmsTable firms={FIRMS} verified={new Map([['Citadel', 'citadel-llc']])} />
      </MemoryRouter>,
    );
    expect(html.match(/Verified on QuantLeap/g)).toHaveLength(2);
    expect(html.match(/href="\/companies\/citadel-llc"/g)).toHaveLength(2);
    expect(html).not.toContain('/companies/optiver');
  });
});
