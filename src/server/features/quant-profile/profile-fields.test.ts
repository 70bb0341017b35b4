import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AVAILABILITY_MESSAGE,
  AVAILABLE_FROM_MESSAGE,
  DEGREE_OVERRIDE_MESSAGE,
  RATE_ORDER_MESSAGE,
} from '../../../shared/quant-profile';
import { quantProfiles, user } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import type { BrowserSession } from '../../test/browser-session';
import { startTestServer, type TestServer } from '../../test/test-server';

/** Issue 14's quant-controlled fields: availability, available from, rate maximum and the degree override. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const basic = {
  fullName: 'Ada Lovelace',
  title: 'Quantitative Researcher',
  location: 'London, UK',
  bio: 'Numerical methods and volatility.',
  hourlyRateMin: 120,
  linkedinUrl: '',
  githubUrl: '',
  isVisible: true,
  preferences: { remote: true, fullTime: false, contract: true },
};

async function put(session: BrowserSession, step: 'basic' | 'education', body: unknown) {
  return session.request(`/api/quant-profile/${step}`, {
    method: 'PUT',
    json: body,
    headers: await session.csrfHeader(),
  });
}

async function rowOf(userId: string) {
  const [row] = await server.database.db.select().from(quantProfiles).where(eq(quantProfiles.userId, userId));
  return row;
}

describe('PUT /api/quant-profile/basic: availability and rate maximum', () => {
  it('saves them, keeps them when left out, and clears them with null', async () => {
    const { session } = await signedInUser(server);
    const saved = await put(session, 'basic', {
      ...basic,
      hourlyRateMax: 180,
      availability: 'Available within 2 weeks',
      availableFrom: '2027-01-15',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      hourlyRateMin: 120,
      hourlyRateMax: 180,
      availability: 'Available within 2 weeks',
      availableFrom: '2027-01-15',
    });

    // An older client sends only the spec's fields: what is saved stays.
    const kept = await put(session, 'basic', { ...basic, title: 'Quant Developer' });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      title: 'Quant Developer',
      hourlyRateMax: 180,
      availability: 'Available within 2 weeks',
      availableFrom: '2027-01-15',
    });

    const cleared = await put(session, 'basic', {
      ...basic,
      hourlyRateMax: null,
      availability: null,
      availableFrom: null,
    });
    expect(cleared.body).toMatchObject({ hourlyRateMax: null, availability: null, availableFrom: null });
    expect((await session.request('/api/quant-profile')).body).toMatchObject({
      hourlyRateMin: 120,
      hourlyRateMax: null,
      availability: null,
      availableFrom: null,
    });
  });

  it('accepts a maximum equal to the minimum, and a maximum alone', async () => {
    const { session } = await signedInUser(server);
    expect((await put(session, 'basic', { ...basic, hourlyRateMax: 120 })).body.hourlyRateMax).toBe(120);
    const alone = await put(session, 'basic', { ...basic, hourlyRateMin: null, hourlyRateMax: 90 });
    expect(alone.status).toBe(200);
    expect(alone.body).toMatchObject({ hourlyRateMin: null, hourlyRateMax: 90 });
  });

  it.each([
    ['an unknown availability', { availability: 'Available next year' }, 'availability', AVAILABILITY_MESSAGE],
    ['a minimum above the maximum', { hourlyRateMin: 200, hourlyRateMax: 150 }, 'hourlyRateMax', RATE_ORDER_MESSAGE],
    ['a date that does not exist', { availableFrom: '2027-02-30' }, 'availableFrom', AVAILABLE_FROM_MESSAGE],
    ['a date in another format', { availableFrom: '15/01/2027' }, 'availableFrom', AVAILABLE_FROM_MESSAGE],
    [
      'a negative maximum',
      { hourlyRateMax: -1 },
      'hourlyRateMax',
      'Hourly rate must be a number of US dollars from 0 to 10,000',
    ],
  ])('refuses %s with the field named, and writes nothing', async (_label, change, field, message) => {
    const { session, userId } = await signedInUser(server);
    const response = await put(session, 'basic', { ...basic, ...change });
    expect(response.status).toBe(400);
    expect(response.body.error.fields[field]).toBe(message);
    expect(await rowOf(userId)).toBeUndefined();
  });

  it('refuses a minimum raised above the saved maximum (maximum left out) as a 400, and writes nothing', async () => {
    const { session, userId } = await signedInUser(server, 'Grace Hopper');
    await put(session, 'basic', { ...basic, fullName: 'Grace Hopper', hourlyRateMax: 150 });
    const before = await rowOf(userId);

    const response = await put(session, 'basic', {
      ...basic,
      fullName: 'Renamed',
      title: 'Changed',
      hourlyRateMin: 200,
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: RATE_ORDER_MESSAGE,
      fields: { hourlyRateMax: RATE_ORDER_MESSAGE },
    });
    // Nothing of the refused save was kept: not the profile, not the account's name.
    expect(await rowOf(userId)).toEqual(before);
    const [account] = await server.database.db.select({ name: user.name }).from(user).where(eq(user.id, userId));
    expect(account?.name).toBe('Grace Hopper');
  });
});

describe('PUT /api/quant-profile/education: the degree shown to firms', () => {
  const entry = (degree: string) => ({
    school: 'Imperial College London',
    degree,
    field: 'Mathematics and Finance',
    fromYear: '2020',
    toYear: '2021',
    description: '',
  });

  it('derives the highest degree from the entries until the quant overrides it', async () => {
    const { session } = await signedInUser(server);
    const derived = await put(session, 'education', { entries: [entry('BSc'), entry('MSc')] });
    expect(derived.status).toBe(200);
    expect(derived.body).toMatchObject({ degreeOverride: null, highestDegree: "Master's", derivedDegree: "Master's" });

    const overridden = await put(session, 'education', { entries: [entry('MSc')], degreeOverride: 'Ph.D.' });
    expect(overridden.body).toMatchObject({
      degreeOverride: 'Ph.D.',
      highestDegree: 'Ph.D.',
      derivedDegree: "Master's",
    });

    // Saving the entries again without the override keeps it.
    const kept = await put(session, 'education', { entries: [entry('MSc'), entry('BA')] });
    expect(kept.body).toMatchObject({ degreeOverride: 'Ph.D.', highestDegree: 'Ph.D.' });

    const back = await put(session, 'education', { entries: [entry('BA')], degreeOverride: null });
    expect(back.body).toMatchObject({ degreeOverride: null, highestDegree: "Bachelor's" });
    expect((await session.request('/api/quant-profile')).body.highestDegree).toBe("Bachelor's");
  });

  it('shows no degree when none can be read and none is chosen', async () => {
    const { session } = await signedInUser(server);
    const saved = await put(session, 'education', { entries: [entry('')] });
    expect(saved.body).toMatchObject({ degreeOverride: null, highestDegree: null, derivedDegree: null });
  });

  it.each([['PhD'], ['Doctorate'], [3]])('refuses the override %j and writes nothing', async (degreeOverride) => {
    const { session, userId } = await signedInUser(server);
    const response = await put(session, 'education', { entries: [entry('MSc')], degreeOverride });
    expect(response.status).toBe(400);
    expect(response.body.error.fields.degreeOverride).toBe(DEGREE_OVERRIDE_MESSAGE);
    expect(await rowOf(userId)).toBeUndefined();
  });
});
