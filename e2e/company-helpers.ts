import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { makePdf } from '../src/server/test/pdf';
import { expect, signInContext } from './fixtures';

/** A new pooled user in a browser context of its own, ready to write through the API (CSRF header included). */
export interface ApiUser {
  context: BrowserContext;
  request: APIRequestContext;
  headers: Record<string, string>;
  email: string;
  /** The domain of the user's e-mail: a website there verifies their company at once. */
  domain: string;
}

/** The CSRF header every API write needs, for the session of `request`. */
export async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const { csrfToken } = (await (await request.get('/api/contact/csrf')).json()) as { csrfToken: string };
  return { 'X-CSRF-Token': csrfToken };
}

export async function apiUser(browser: Browser, baseURL: string, name: string): Promise<ApiUser> {
  const context = await browser.newContext();
  const email = await signInContext(context, baseURL, name);
  const request = context.request;
  return {
    context,
    request,
    headers: await csrfHeaders(request),
    email,
    domain: email.slice(email.indexOf('@') + 1),
  };
}

export interface CreatedCompany {
  id: string;
  slug: string;
  name: string;
}

/** Creates the user's company through the API and checks the verification it starts with. */
export async function createCompany(
  user: ApiUser,
  input: { name: string; website: string; offices?: string[]; description?: string },
  expectedState: 'pending' | 'verified',
): Promise<CreatedCompany> {
  const created = await user.request.post('/api/company', {
    headers: user.headers,
    data: {
      category: 'Hedge Fund',
      sizeBand: '11–50',
      headquarters: 'Zurich, Switzerland',
      offices: [],
      ...input,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { company } = (await created.json()) as { company: CreatedCompany & { verification: { state: string } } };
  expect(company.verification.state).toBe(expectedState);
  return { id: company.id, slug: company.slug, name: company.name };
}

/** Posts an open internship position for the user's (verified) company; returns its deadline (YYYY-MM-DD). */
export async function postPosition(user: ApiUser, title: string, location: string): Promise<string> {
  const deadline = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
  const posted = await user.request.post('/api/internship-board/positions', {
    headers: user.headers,
    data: {
      title,
      location,
      region: 'Europe',
      role: 'Quantitative Researcher',
      deadline,
      description: 'Ten weeks on rates models with our research team.',
      requirements: ['Python', 'Probability'],
      pay: { period: 'month', min: 8000, max: 10000 },
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  return deadline;
}

/** A short tag that makes a journey's names its own among the parallel journeys' companies. */
export const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A calendar date as the web app shows it ("Jun 15, 2027"). */
export const shownDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The signed-in page's user as an API caller: a verified company named `companyName` (plus a unique tag) at their
 * own e-mail domain, with one open position titled `title`. Returns the position's id.
 */
export async function verifiedFirmWithPosition(
  page: Page,
  email: string,
  title: string,
  companyName: string,
): Promise<{ positionId: string }> {
  const domain = email.slice(email.indexOf('@') + 1);
  const firm: ApiUser = {
    context: page.context(),
    request: page.request,
    headers: await csrfHeaders(page.request),
    email,
    domain,
  };
  await createCompany(firm, { name: `${companyName} ${uniqueTag()}`, website: `https://www.${domain}` }, 'verified');
  await postPosition(firm, title, 'Zurich, Switzerland');
  const positions = (await (await page.request.get('/api/internship-board/positions')).json()) as {
    id: string;
    title: string;
  }[];
  const position = positions.find((p) => p.title === title);
  expect(position, 'the posted position').toBeDefined();
  return { positionId: position!.id };
}

/** A new quant `name` who applies to `positionId` through the API (with a real PDF résumé); returns them and the id. */
export async function applyAs(browser: Browser, baseURL: string, positionId: string, name: string) {
  const quant = await apiUser(browser, baseURL, name);
  const response = await quant.request.post('/api/applications', {
    headers: quant.headers,
    multipart: {
      positionId,
      coverLetter: `I am ${name}; I have built volatility surfaces and would love to learn from your desk.`,
      university: 'ETH Zurich',
      degreeLevel: "Master's",
      graduationYear: '2027',
      gpa: '3.8',
      resume: {
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(await makePdf(`${name} - Curriculum Vitae`)),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return Object.assign(quant, { applicationId: ((await response.json()) as { id: string }).id });
}
