import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PublicCompanyPage } from '../../../../../shared/contracts/company';
import { CompanyPositions } from './company-positions';
import { CompanyProfile } from './company-profile';
import { CompanyResponses } from './company-responses';

const COMPANY: PublicCompanyPage['company'] = {
  slug: 'zurich-quant-partners',
  name: 'Zurich Quant Partners',
  website: 'https://www.zqp.test',
  category: 'Hedge Fund',
  sizeBand: '11–50',
  headquarters: 'Zurich, Switzerland',
  offices: ['London, UK', 'Singapore'],
  description: 'Volatility research.',
  logoUrl: null,
};

const inRouter = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe('the public company page', () => {
  it('shows the profile with initials for a company without a logo, and its logo when it has one', () => {
    const html = inRouter(<CompanyProfile company={COMPANY} />);
    expect(html).toMatch(/<h1[^>]*>Zurich Quant Partners<\/h1>/);
    expect(html).toContain('>ZQ</div>');
    expect(html).toContain('11–50 employees');
    expect(html).toContain('London, UK · Singapore');
    expect(html).toContain('href="https://www.zqp.test" target="_blank" rel="noopener noreferrer"');
    const withLogo = inRouter(<CompanyProfile company={{ ...COMPANY, logoUrl: '/uploads/logo.webp' }} />);
    expect(withLogo).toContain('src="/uploads/logo.webp"');
    expect(withLogo).not.toContain('>ZQ</div>');
  });

  it('lists positions with their pay, deadline and a link to the finder searched for each', () => {
    const html = inRouter(
      <CompanyPositions
        companyName={COMPANY.name}
        positions={[
          {
            id: '1',
            title: 'Volatility Research Intern',
            location: 'Zurich',
            deadline: '2027-03-01',
            pay: { period: 'month', min: 8000, max: 9500 },
          },
          { id: '2', title: 'Quant Dev Intern', location: 'London', deadline: null, pay: null },
        ]}
      />,
    );
    expect(html).toContain('Apply by Mar 1, 2027');
    expect(html).toContain('$8,000–$9,500 a month');
    expect(html.match(/Pay: /g)).toHaveLength(1);
    expect(html).toContain('No fixed deadline');
    expect(html).toContain('href="/quants/internship-finder?q=Volatility+Research+Intern"');
  });

  it('says so when the company has no open position', () => {
    const html = inRouter(<CompanyPositions companyName={COMPANY.name} positions={[]} />);
    expect(html).toContain('Zurich Quant Partners has no open positions on QuantLeap right now.');
    expect(html).toContain('href="/quants/internship-finder"');
  });

  it('shows how the company answers applicants, and nothing while too few applied', () => {
    const html = inRouter(
      <CompanyResponses
        companyName={COMPANY.name}
        responses={{ applications: 12, responseRate: 0.75, medianDaysToFirstResponse: 2.4 }}
      />,
    );
    expect(html).toContain('How Zurich Quant Partners answers applicants');
    expect(html).toContain('>2 days</dd>');
    expect(html).toContain('>75%</dd>');
    expect(html).toContain('From 12 applications');
    const fast = inRouter(
      <CompanyResponses
        companyName={COMPANY.name}
        responses={{ applications: 5, responseRate: 0.2, medianDaysToFirstResponse: 0.3 }}
      />,
    );
    expect(fast).toContain('>under a day</dd>');
    expect(inRouter(<CompanyResponses companyName={COMPANY.name} responses={null} />)).toBe('');
  });
});
