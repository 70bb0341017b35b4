import type { Browser, Page } from '@playwright/test';
import { apiUser, createCompany, csrfHeaders, uniqueTag, type ApiUser, type CreatedCompany } from './company-helpers';
import { expect } from './fixtures';
import { quantBasics } from './quant-helpers';

/** A firm member who acts through the API for their company (verified at their e-mail domain). */
export interface ApiFirm extends ApiUser {
  company: CreatedCompany;
}

/** A new user with a company verified at once by its website at their e-mail domain. */
export async function verifiedFirm(browser: Browser, baseURL: string, companyName: string): Promise<ApiFirm> {
  const owner = await apiUser(browser, baseURL, 'Petra Poster');
  const company = await createCompany(
    owner,
    { name: `${companyName} ${uniqueTag()}`, website: `https://www.${owner.domain}` },
    'verified',
  );
  return { ...owner, company };
}

/** The fields a published project needs, and a few more; each test overrides what it looks for. */
export const PUBLISHABLE_PROJECT = {
  title: 'Intraday volatility forecasting',
  description: 'Build and backtest an intraday volatility forecast for liquid equity index futures.',
  skills: ['Python', 'Time Series'],
  projectType: 'research',
  category: 'equities',
  duration: { value: 6, unit: 'weeks' },
  budget: { type: 'fixed', min: 12_000 },
  workType: 'remote',
} as const;

/** Saves a draft through the API (POST /api/projects) and returns its id. */
export async function saveProjectDraft(firm: ApiUser, input: Record<string, unknown>): Promise<string> {
  const saved = await firm.request.post('/api/projects', { headers: firm.headers, data: input });
  expect(saved.status(), await saved.text()).toBe(201);
  return ((await saved.json()) as { id: string }).id;
}

/** Saves and publishes a project (PUBLISHABLE_PROJECT with `input` over it); returns its id. */
export async function publishProject(firm: ApiUser, input: Record<string, unknown> = {}): Promise<string> {
  const id = await saveProjectDraft(firm, { ...PUBLISHABLE_PROJECT, ...input });
  const published = await firm.request.post(`/api/projects/${id}/publish`, { headers: firm.headers });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

/**
 * The signed-in page's user as an API caller, with a company called `namePrefix` and a tag, verified at their
 * domain or (with a website elsewhere) waiting for review.
 */
export async function pageFirm(page: Page, email: string, verified: boolean, namePrefix: string): Promise<ApiUser> {
  const domain = email.slice(email.indexOf('@') + 1);
  const user: ApiUser = {
    context: page.context(),
    request: page.request,
    headers: await csrfHeaders(page.request),
    email,
    domain,
  };
  const slug = namePrefix.toLowerCase().replace(/\s+/g, '-');
  await createCompany(
    user,
    {
      name: `${namePrefix} ${uniqueTag()}`,
      website: verified ? `https://www.${domain}` : `https://${slug}-${uniqueTag()}.test`,
    },
    verified ? 'verified' : 'pending',
  );
  return user;
}

/** A new quant with a quant profile (headline tagged), who sends a proposal for `projectId` through the API. */
export async function proposingQuant(
  browser: Browser,
  baseURL: string,
  projectId: string,
  name: string,
  proposal: { price: number; milestoneAmounts: number[] | null; coverNote: string },
): Promise<ApiUser> {
  const quant = await apiUser(browser, baseURL, name);
  const basic = await quant.request.put('/api/quant-profile/basic', {
    headers: quant.headers,
    data: quantBasics(name, `Volatility Quant ${uniqueTag()}`, false),
  });
  expect(basic.status(), await basic.text()).toBe(200);
  const sent = await quant.request.post(`/api/leap-market/${projectId}/proposal`, {
    headers: quant.headers,
    data: {
      coverNote: proposal.coverNote,
      price: { min: proposal.price },
      startDate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
      milestoneAmounts: proposal.milestoneAmounts,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return quant;
}
