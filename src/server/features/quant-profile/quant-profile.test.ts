import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quantProfiles, user } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());

async function toggle(session: BrowserSession, body: unknown) {
  return session.request('/api/quant-profile/visibility', {
    method: 'PUT',
    json: body,
    headers: await session.csrfHeader(),
  });
}

async function rowsFor(userId: string) {
  return server.database.db.select().from(quantProfiles).where(eq(quantProfiles.userId, userId));
}

describe('PUT /api/quant-profile/visibility', () => {
  it('needs a signed-in user', async () => {
    const anonymous = new BrowserSession(server);
    expect((await toggle(anonymous, { isVisible: true })).status).toBe(401);
  });

  it('creates the placeholder quant profile of spec §4 the first time', async () => {
    const { session, userId } = await signedInUser(server, 'Grace Hopper');
    expect((await session.request('/api/quant-profile/visibility')).body).toEqual({
      isVisible: false,
      hasQuantProfile: false,
      listed: false,
    });
    const response = await toggle(session, { isVisible: true });
    expect(response.status).toBe(200);
    // Visible, but the placeholder holds nothing firms could use: not listed in the directory.
    expect(response.body).toEqual({ isVisible: true, hasQuantProfile: true, listed: false });
    const [row] = await rowsFor(userId);
    expect(row).toMatchObject({
      isVisible: true,
      fullName: 'Grace Hopper',
      title: 'Update your profile',
      experienceYears: 0,
      skills: ['Update your skills'],
    });
    expect(row?.education[0]?.school).toBe('Update your profile');
    expect(row?.experienceData).toHaveLength(1);
  });

  it('later changes only the visibility, never the rest, and keeps one profile per user', async () => {
    const { session, userId } = await signedInUser(server);
    await toggle(session, { isVisible: true });
    await server.database.db
      .update(quantProfiles)
      .set({ title: 'Quant Researcher', skills: ['Python'] })
      .where(eq(quantProfiles.userId, userId));
    await Promise.all([toggle(session, { isVisible: false }), toggle(session, { isVisible: false })]);
    const rows = await rowsFor(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ isVisible: false, title: 'Quant Researcher', skills: ['Python'] });
  });

  it.each([[{ isVisible: 'yes' }], [{}], ['not json']])('refuses %j and writes nothing', async (body) => {
    const { session, userId } = await signedInUser(server);
    const response = await session.request('/api/quant-profile/visibility', {
      method: 'PUT',
      headers: { ...(await session.csrfHeader()), 'Content-Type': 'application/json' },
      json: typeof body === 'string' ? undefined : body,
      ...(typeof body === 'string' ? {} : {}),
    });
    expect(response.status).toBe(400);
    expect(await rowsFor(userId)).toHaveLength(0);
  });

  it('changes only the caller: a user id in the body is ignored', async () => {
    const victim = await signedInUser(server);
    const attacker = await signedInUser(server);
    await toggle(attacker.session, { isVisible: true, userId: victim.userId });
    expect(await rowsFor(victim.userId)).toHaveLength(0);
    expect(await rowsFor(attacker.userId)).toHaveLength(1);
  });
});

describe('education and experience', () => {
  const school = {
    school: 'Imperial College London',
    degree: 'MSc',
    field: 'Mathematics and Finance',
    fromYear: '2022',
    toYear: '2023',
    description: '',
  };
  const job = {
    jobTitle: 'Quant Researcher',
    company: 'Example Capital',
    fromDate: '01/2020',
    toDate: '01/2023',
    description: 'Signals.',
  };

  async function save(session: BrowserSession, part: 'education' | 'experience', entries: unknown[]) {
    return session.request(`/api/quant-profile/${part}`, {
      method: 'PUT',
      json: { entries },
      headers: await session.csrfHeader(),
    });
  }

  it('saves a list of entries and derives experience years (overlaps once)', async () => {
    const { session } = await signedInUser(server);
    expect(
      (await save(session, 'education', [school, { ...school, degree: 'BSc', fromYear: '2018', toYear: '2021' }]))
        .status,
    ).toBe(200);
    const saved = await save(session, 'experience', [
      job,
      { ...job, company: 'Other', fromDate: '06/2022', toDate: '01/2024' },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.experienceYears).toBe(4);
    const profile = (await session.request('/api/quant-profile')).body;
    expect(profile.education).toHaveLength(2);
    expect(profile.experienceData).toHaveLength(2);
    expect(profile.isVisible).toBe(false);
  });

  it('saving one part never destroys another', async () => {
    const { session, userId } = await signedInUser(server);
    await toggle(session, { isVisible: true });
    await save(session, 'experience', [job]);
    await save(session, 'education', [school]);
    const [row] = await rowsFor(userId);
    expect(row?.experienceData).toEqual([job]);
    expect(row?.isVisible).toBe(true);
    expect(row?.skills).toEqual(['Update your skills']);
  });

  it.each([
    [
      'a malformed date',
      'experience',
      [{ ...job, fromDate: '2020-01' }],
      'entries.0.fromDate',
      'From date must be MM/YYYY, e.g. 06/2023',
    ],
    [
      'an end before the start',
      'experience',
      [{ ...job, fromDate: '05/2023', toDate: '01/2020' }],
      'entries.0.toDate',
      'To date cannot be before from date',
    ],
    [
      'a year that is not a year',
      'education',
      [{ ...school, fromYear: 'last year' }],
      'entries.0.fromYear',
      'From year must be a year such as 2021',
    ],
    ['too many entries', 'education', Array.from({ length: 21 }, () => school), 'entries', 'At most 20 entries'],
  ] as const)('refuses %s with the field named, and writes nothing', async (_label, part, entries, field, message) => {
    const { session, userId } = await signedInUser(server);
    const response = await save(session, part, [...entries]);
    expect(response.status).toBe(400);
    expect(response.body.error.fields[field]).toBe(message);
    expect(await rowsFor(userId)).toHaveLength(0);
  });
});

describe('the wizard: basic step and skills', () => {
  const basic = {
    fullName: 'Ada Lovelace',
    title: 'Quantitative Researcher',
    location: 'London, UK',
    bio: 'Numerical methods and volatility.',
    hourlyRateMin: 150,
    linkedinUrl: 'linkedin.com/in/ada',
    githubUrl: '',
    isVisible: true,
    preferences: { remote: false, fullTime: true, contract: true },
  };

  async function put(session: BrowserSession, step: string, body: unknown) {
    return session.request(`/api/quant-profile/${step}`, {
      method: 'PUT',
      json: body,
      headers: await session.csrfHeader(),
    });
  }

  it('saves the headline, rate, visibility and preferences, and the links on the profile', async () => {
    const { session, userId } = await signedInUser(server);
    const response = await put(session, 'basic', basic);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      exists: true,
      isVisible: true,
      fullName: 'Ada Lovelace',
      title: 'Quantitative Researcher',
      hourlyRateMin: 150,
      preferences: { remote: false, fullTime: true, contract: true },
      education: [],
      experienceData: [],
    });
    const profile = (await session.request('/api/profile')).body;
    expect(profile).toMatchObject({ fullName: 'Ada Lovelace', linkedinUrl: 'https://linkedin.com/in/ada' });
    expect(profile.githubUrl).toBeNull();
    expect(await rowsFor(userId)).toHaveLength(1);
    const [account] = await server.database.db.select({ name: user.name }).from(user).where(eq(user.id, userId));
    expect(account?.name).toBe('Ada Lovelace');
  });

  it('never overwrites saved education, experience or skills with placeholders', async () => {
    const { session, userId } = await signedInUser(server);
    const school = { school: 'ETH Zürich', degree: 'MSc', field: 'Statistics', fromYear: '2019', toYear: '2021' };
    const job = { jobTitle: 'Quant', company: 'Example', fromDate: '01/2021', toDate: '01/2024' };
    await put(session, 'education', { entries: [school] });
    await put(session, 'experience', { entries: [job] });
    await put(session, 'skills', { skills: ['C++', 'Stochastic Calculus'] });
    expect((await put(session, 'basic', { ...basic, hourlyRateMin: null })).status).toBe(200);
    const [row] = await rowsFor(userId);
    expect(row?.education[0]?.school).toBe('ETH Zürich');
    expect(row?.experienceData[0]?.company).toBe('Example');
    expect(row?.experienceYears).toBe(3);
    expect(row?.skills).toEqual(['C++', 'Stochastic Calculus']);
    expect(row?.hourlyRateMin).toBeNull();
  });

  it('saves a fractional hourly rate without its fraction (spec §5: parsed as an integer)', async () => {
    const { session, userId } = await signedInUser(server);
    const response = await put(session, 'basic', { ...basic, hourlyRateMin: 120.7 });
    expect(response.status).toBe(200);
    expect(response.body.hourlyRateMin).toBe(120);
    expect((await rowsFor(userId))[0]?.hourlyRateMin).toBe(120);
  });

  it('saves skills trimmed', async () => {
    const { session } = await signedInUser(server);
    const response = await put(session, 'skills', { skills: ['  Python ', 'R'] });
    expect(response.status).toBe(200);
    expect(response.body.skills).toEqual(['Python', 'R']);
  });

  it.each([
    [
      'a negative hourly rate',
      'basic',
      { ...basic, hourlyRateMin: -5 },
      'hourlyRateMin',
      'Hourly rate must be a number of US dollars from 0 to 10,000',
    ],
    [
      'an hourly rate sent as text',
      'basic',
      { ...basic, hourlyRateMin: '120' },
      'hourlyRateMin',
      'Hourly rate must be a number of US dollars from 0 to 10,000',
    ],
    ['a blank full name', 'basic', { ...basic, fullName: '   ' }, 'fullName', 'Please enter your full name'],
    [
      'a bad LinkedIn URL',
      'basic',
      { ...basic, linkedinUrl: 'not a url' },
      'linkedinUrl',
      'Please enter a valid URL for LinkedIn',
    ],
    [
      'missing preferences',
      'basic',
      { ...basic, preferences: undefined },
      'preferences',
      'Project preferences are required',
    ],
    ['a blank skill', 'skills', { skills: ['Python', '  '] }, 'skills.1', 'Skills cannot be blank'],
    ['a duplicate skill', 'skills', { skills: ['Python', 'Python '] }, 'skills', 'Each skill can be listed only once'],
    ['skills that are not a list', 'skills', { skills: 'Python' }, 'skills', 'Skills must be a list'],
  ] as const)('refuses %s with the field named, and writes nothing', async (_label, step, body, field, message) => {
    const { session, userId } = await signedInUser(server);
    const response = await put(session, step, body);
    expect(response.status).toBe(400);
    expect(response.body.error.fields[field]).toBe(message);
    expect(await rowsFor(userId)).toHaveLength(0);
  });

  it('needs a signed-in user and a CSRF token', async () => {
    const anonymous = new BrowserSession(server);
    expect((await put(anonymous, 'basic', basic)).status).toBe(401);
    const { session, userId } = await signedInUser(server);
    const noToken = await session.request('/api/quant-profile/basic', { method: 'PUT', json: basic });
    expect(noToken.status).toBe(403);
    expect(await rowsFor(userId)).toHaveLength(0);
  });
});

describe('rows from before the lists were JSON', () => {
  it('read legacy text education as one school and unreadable experience as none', async () => {
    const { session, userId } = await signedInUser(server);
    await server.database.db.insert(quantProfiles).values({
      userId,
      // The jsonb column holding plain strings, as a migrated text column would.
      education: 'Massachusetts Institute of Technology' as unknown as [],
      experienceData: '{broken' as unknown as [],
    });
    const view = (await session.request('/api/quant-profile')).body;
    expect(view.education).toEqual([expect.objectContaining({ school: 'Massachusetts Institute of Technology' })]);
    expect(view.experienceData).toEqual([]);
  });
});
