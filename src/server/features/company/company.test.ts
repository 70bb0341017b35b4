import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '../../../shared/company';
import { syncReferenceData } from '../../db/seed/sync-reference-data';
import { companyMembers, companyProfiles, internshipPositions } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import type { BrowserSession } from '../../test/browser-session';
import { createCompany, createPosition, inDays } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
  await syncReferenceData(server.database.db);
});
afterAll(() => server.close());
const db = () => server.database.db;

const unique = () => randomBytes(4).toString('hex');

function companyInput(overrides: Record<string, unknown> = {}) {
  return {
    name: `Northwind Quant ${unique()}`,
    website: 'https://www.northwind.example',
    category: 'Prop Trading',
    sizeBand: '11–50',
    headquarters: 'Chicago, IL',
    offices: ['London, UK'],
    description: 'Options market making.',
    ...overrides,
  };
}

async function send(session: BrowserSession, method: string, path: string, json?: unknown) {
  return session.request(path, { method, json, headers: await session.csrfHeader() });
}

/** A signed-in user whose verified e-mail is at `domain`. */
async function userAt(domain: string, name = 'Ada Lovelace') {
  return signedInUser(server, name, { email: `${name.split(' ')[0]!.toLowerCase()}.${unique()}@${domain}` });
}

async function companyCount() {
  const [row] = await db().select({ n: count() }).from(companyProfiles);
  return row!.n;
}

describe('creating a company', () => {
  it('verifies it at once when the creator’s e-mail is at the website’s domain, and makes them its owner', async () => {
    const domain = `northwind-${unique()}.io`;
    const ada = await userAt(`research.${domain}`);
    const created = await send(
      ada.session,
      'POST',
      '/api/company',
      companyInput({ name: 'Northwind Quant', website: `www.${domain}/careers` }),
    );
    expect(created.status).toBe(201);
    expect(created.body.company).toMatchObject({
      name: 'Northwind Quant',
      website: `https://www.${domain}/careers`,
      domain,
      role: 'owner',
      verification: { state: 'verified', via: 'domain' },
    });
    expect(created.body.company.slug).toMatch(/^northwind-quant-[a-f0-9]{6}$/);
    expect((await ada.session.request('/api/company')).body.company.id).toBe(created.body.company.id);
  });

  it('leaves it waiting for an operator when the creator uses a free-mail address', async () => {
    const bob = await userAt('gmail.com', 'Bob Smith');
    const created = await send(
      bob.session,
      'POST',
      '/api/company',
      companyInput({ website: `https://bob-${unique()}.com` }),
    );
    expect(created.status).toBe(201);
    expect(created.body.company.verification).toMatchObject({ state: 'pending', via: null });
  });

  it('verifies a reference firm’s name only from that firm’s own domain', async () => {
    const poser = await userAt(`jane-street-${unique()}.com`);
    const posing = await send(
      poser.session,
      'POST',
      '/api/company',
      companyInput({ name: 'Jane Street', website: poser.email.split('@')[1] }),
    );
    expect(posing.body.company.verification.state).toBe('pending');
    const real = await userAt('janestreet.com');
    const genuine = await send(
      real.session,
      'POST',
      '/api/company',
      companyInput({ name: 'Jane Street', website: 'https://www.janestreet.com' }),
    );
    expect(genuine.body.company.verification.state).toBe('verified');
  });

  it.each([
    ['a name too long', { name: 'x'.repeat(101) }, 'name', COMPANY_MESSAGES.nameLength],
    [
      'a name holding a web address',
      { name: 'Claim your prize at https://evil.example/win' },
      'name',
      COMPANY_MESSAGES.nameWebAddress,
    ],
    ['a website that is not a URL', { website: 'not a url' }, 'website', COMPANY_MESSAGES.websiteInvalid],
    ['a website at an IP address', { website: 'http://127.0.0.1' }, 'website', COMPANY_MESSAGES.websiteNoDomain],
    ['no category', { category: undefined }, 'category', COMPANY_MESSAGES.categoryRequired],
    ['an unknown size', { sizeBand: 'huge' }, 'sizeBand', COMPANY_MESSAGES.sizeRequired],
    ['an office too short', { offices: ['X'] }, 'offices.0', COMPANY_MESSAGES.officeLength],
  ])('refuses %s with the field named and writes nothing', async (_, overrides, field, message) => {
    const user = await userAt(`refused-${unique()}.com`);
    const before = await companyCount();
    const refused = await send(user.session, 'POST', '/api/company', companyInput(overrides));
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields[field]).toBe(message);
    expect(await companyCount()).toBe(before);
    expect((await user.session.request('/api/company')).body.company).toBeNull();
  });

  it('refuses a second company for the same user and writes nothing', async () => {
    const user = await userAt(`twice-${unique()}.com`);
    expect((await send(user.session, 'POST', '/api/company', companyInput())).status).toBe(201);
    const before = await companyCount();
    const second = await send(user.session, 'POST', '/api/company', companyInput());
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe(COMPANY_MESSAGES.alreadyMember);
    expect(await companyCount()).toBe(before);
  });

  it('gives two companies of the same name different public addresses', async () => {
    const name = `Same Name ${unique()}`;
    const first = await send(
      (await userAt(`a-${unique()}.com`)).session,
      'POST',
      '/api/company',
      companyInput({ name }),
    );
    const second = await send(
      (await userAt(`b-${unique()}.com`)).session,
      'POST',
      '/api/company',
      companyInput({ name }),
    );
    expect(first.body.company.slug).not.toBe(second.body.company.slug);
  });
});

describe("a company's public address (slug)", () => {
  const suffixed = (name: string) => new RegExp(`^${name.toLowerCase().replaceAll(' ', '-')}-[a-f0-9]{6}$`);

  it('never tells whether a hidden company of the same name exists: every new company gets a suffixed slug', async () => {
    const name = `Hidden Namesake ${unique()}`;
    const create = async (domain: string) =>
      (
        await send(
          (await userAt(domain)).session,
          'POST',
          '/api/company',
          companyInput({ name, website: `https://${domain}` }),
        )
      ).body.company;
    const hidden = await create('gmail.com');
    expect(hidden.verification.state).toBe('pending');
    const domain = `namesake-${unique()}.com`;
    const verified = await create(domain);
    expect(verified.verification.state).toBe('verified');
    for (const company of [hidden, verified]) expect(company.slug).toMatch(suffixed(name));
    expect(verified.slug).not.toBe(hidden.slug);
  });

  it('keeps the address when verification is lost and comes back', async () => {
    const name = `Moving Capital ${unique()}`;
    const domain = `moving-${unique()}.com`;
    const owner = await userAt(domain);
    const created = await send(
      owner.session,
      'POST',
      '/api/company',
      companyInput({ name, website: `https://${domain}` }),
    );
    const { slug } = created.body.company;
    expect(slug).toMatch(suffixed(name));
    const moved = await send(
      owner.session,
      'PUT',
      '/api/company',
      companyInput({ name, website: `https://elsewhere-${unique()}.com` }),
    );
    expect(moved.body.company).toMatchObject({ slug, verification: { state: 'pending' } });
    expect((await server.fetch(`/api/companies/${slug}`)).status).toBe(404);
    const back = await send(owner.session, 'PUT', '/api/company', companyInput({ name, website: `https://${domain}` }));
    expect(back.body.company).toMatchObject({ slug, verification: { state: 'verified' } });
    expect((await server.fetch(`/api/companies/${slug}`)).status).toBe(200);
  });
});

describe('editing a company', () => {
  it('saves the profile; moving the website to a domain no member proves sends it back to waiting', async () => {
    const domain = `edit-${unique()}.com`;
    const owner = await userAt(domain);
    await send(owner.session, 'POST', '/api/company', companyInput({ website: `https://${domain}` }));
    const edited = await send(
      owner.session,
      'PUT',
      '/api/company',
      companyInput({ name: 'Edited Capital', website: `https://${domain}`, offices: [] }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.company).toMatchObject({
      name: 'Edited Capital',
      offices: [],
      verification: { state: 'verified' },
    });
    const moved = await send(
      owner.session,
      'PUT',
      '/api/company',
      companyInput({ website: `https://elsewhere-${unique()}.com` }),
    );
    expect(moved.body.company.verification).toMatchObject({ state: 'pending', via: null, verifiedAt: null });
  });

  it('refuses bad input and keeps what was stored', async () => {
    const owner = await userAt(`keep-${unique()}.com`);
    const created = await send(owner.session, 'POST', '/api/company', companyInput({ name: 'Kept Capital' }));
    const refused = await send(owner.session, 'PUT', '/api/company', companyInput({ name: '' }));
    expect(refused.status).toBe(400);
    const [row] = await db().select().from(companyProfiles).where(eq(companyProfiles.id, created.body.company.id));
    expect(row!.name).toBe('Kept Capital');
  });
});

describe('the logo', () => {
  it('is checked by content, re-encoded as a 256 px WebP, served, and replaced', async () => {
    const owner = await userAt(`logo-${unique()}.com`);
    await send(owner.session, 'POST', '/api/company', companyInput());
    const png = await sharp({ create: { width: 600, height: 300, channels: 4, background: '#38bdf8' } })
      .png()
      .toBuffer();
    const upload = async (bytes: Uint8Array, name = 'logo.png', type = 'image/png') =>
      owner.session.upload('/api/company/logo', 'logo', bytes, name, type, await owner.session.csrfHeader());

    const first = await upload(png);
    expect(first.status).toBe(200);
    const served = await server.fetch(new URL(first.body.company.logoUrl, server.url).pathname);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    const second = await upload(png);
    expect(second.body.company.logoUrl).not.toBe(first.body.company.logoUrl);
    expect((await server.fetch(new URL(first.body.company.logoUrl, server.url).pathname)).status).toBe(404);
  });

  it('refuses a file that is not an image, whatever its name says, and one over 5 MB, keeping the old logo', async () => {
    const owner = await userAt(`badlogo-${unique()}.com`);
    await send(owner.session, 'POST', '/api/company', companyInput());
    const csrf = await owner.session.csrfHeader();
    const fake = await owner.session.upload(
      '/api/company/logo',
      'logo',
      new TextEncoder().encode('<svg onload=alert(1)>'),
      'logo.png',
      'image/png',
      csrf,
    );
    expect(fake.status).toBe(400);
    expect(fake.body.error.fields.logo).toBe(COMPANY_MESSAGES.logoNotImage);
    const huge = await owner.session.upload(
      '/api/company/logo',
      'logo',
      new Uint8Array(5 * 1024 * 1024 + 1),
      'big.png',
      'image/png',
      csrf,
    );
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toBe(COMPANY_MESSAGES.logoTooLarge);
    expect((await owner.session.request('/api/company')).body.company.logoUrl).toBeNull();
  });
});

describe('deleting a company', () => {
  it('removes it with its members and positions; the owner may then create another', async () => {
    const owner = await signedInUser(server, 'Deleting Owner');
    const company = await createCompany(db(), { ownerUserId: owner.userId });
    await createPosition(db(), company.id);
    expect((await send(owner.session, 'DELETE', '/api/company')).status).toBe(204);
    expect(await db().select().from(companyProfiles).where(eq(companyProfiles.id, company.id))).toHaveLength(0);
    expect(await db().select().from(companyMembers).where(eq(companyMembers.companyId, company.id))).toHaveLength(0);
    expect(
      await db().select().from(internshipPositions).where(eq(internshipPositions.companyId, company.id)),
    ).toHaveLength(0);
    expect((await owner.session.request('/api/company')).body.company).toBeNull();
    expect((await send(owner.session, 'POST', '/api/company', companyInput())).status).toBe(201);
  });
});

describe('public company pages and the finder', () => {
  it('show a verified company with its open positions only, and nothing of an unverified one', async () => {
    const verified = await createCompany(db(), { name: `Shown Capital ${unique()}` });
    await createPosition(db(), verified.id, { title: 'Open Intern' });
    await createPosition(db(), verified.id, { title: 'Closed Intern', status: 'Closed' });
    await createPosition(db(), verified.id, { title: 'Past Intern', deadline: inDays(-1) });
    const page = await server.fetch(`/api/companies/${verified.slug}`);
    expect(page.status).toBe(200);
    const body = await page.json();
    expect(body.company).toMatchObject({ name: verified.name, slug: verified.slug });
    expect(body.company).not.toHaveProperty('domain');
    expect(body.positions.map((p: { title: string }) => p.title)).toEqual(['Open Intern']);

    const hidden = await createCompany(db(), { verification: 'pending' });
    await createPosition(db(), hidden.id, { title: `Hidden Intern ${unique()}` });
    expect((await server.fetch(`/api/companies/${hidden.slug}`)).status).toBe(404);
    expect((await server.fetch('/api/companies/no-such-company')).status).toBe(404);
    expect((await server.fetch('/api/companies/Not%20A%20Slug')).status).toBe(404);
  });

  it('keep an unverified company’s positions out of the finder and refuse applications to them until it is verified', async () => {
    const company = await createCompany(db(), { verification: 'pending', name: `Waiting Capital ${unique()}` });
    const position = await createPosition(db(), company.id, { title: `Waiting Intern ${unique()}` });
    const search = () => server.fetch(`/api/internships?q=${encodeURIComponent(position.title)}`).then((r) => r.json());
    expect((await search()).total).toBe(0);
    const quant = await signedInUser(server, 'Applying Quant');
    const form = new FormData();
    form.set('positionId', position.id);
    form.set('coverLetter', 'I would love to join your research team this summer; my thesis was on volatility.');
    for (const [name, value] of Object.entries({
      university: 'ETH Zurich',
      degreeLevel: "Master's",
      gpa: '3.9',
      graduationYear: '2027',
    }))
      form.set(name, value);
    form.set('resume', new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46])], { type: 'application/pdf' }), 'cv.pdf');
    const applied = await quant.session.postForm('/api/applications', form, await quant.session.csrfHeader());
    expect(applied.status).toBe(404);

    await db().update(companyProfiles).set({ verification: 'verified' }).where(eq(companyProfiles.id, company.id));
    expect((await search()).total).toBe(1);
  });
});

describe('the firms list’s verified marks', () => {
  it('name the reference firms whose domain a verified company holds, with its page, and no others', async () => {
    const verified = await createCompany(db(), { domain: 'citadel.com', website: 'https://www.citadel.com' });
    await createCompany(db(), { domain: 'optiver.com', website: 'https://optiver.com', verification: 'pending' });
    const answer = await (await server.fetch('/api/firms/verified')).json();
    expect(answer.firms).toContainEqual({ name: 'Citadel', companySlug: verified.slug });
    expect(answer.firms.map((f: { name: string }) => f.name)).not.toContain('Optiver');
  });
});
