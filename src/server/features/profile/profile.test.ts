import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, quantProfiles, user } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());

const personal = {
  fullName: 'Ada Lovelace',
  username: 'ada.l',
  bio: 'Analytical engines and stochastic volatility.',
  experienceLevel: 'Advanced',
  website: 'ada.example.com',
  githubUrl: 'https://github.com/ada',
  linkedinUrl: '',
  twitterUrl: '',
};

async function put(session: BrowserSession, body: unknown) {
  return session.request('/api/profile', { method: 'PUT', json: body, headers: await session.csrfHeader() });
}

async function storedProfile(userId: string) {
  const [row] = await server.database.db.select().from(profiles).where(eq(profiles.id, userId));
  return row;
}

describe('GET/PUT /api/profile', () => {
  it('needs a signed-in user', async () => {
    const anonymous = new BrowserSession(server);
    expect((await anonymous.request('/api/profile')).status).toBe(401);
    expect((await put(anonymous, personal)).status).toBe(401);
  });

  it('starts from the account name and saves Personal Info, keeping the display name in step', async () => {
    const { session, userId, email } = await signedInUser(server, 'Ada Byron');
    const before = await session.request('/api/profile');
    expect(before.body).toMatchObject({ fullName: 'Ada Byron', email, bio: null, avatarUrl: null });

    const saved = await put(session, personal);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      fullName: 'Ada Lovelace',
      username: 'ada.l',
      experienceLevel: 'Advanced',
      website: 'https://ada.example.com',
      linkedinUrl: null,
    });
    expect((await session.request('/api/profile')).body.bio).toBe(personal.bio);
    const [account] = await server.database.db.select().from(user).where(eq(user.id, userId));
    expect(account?.name).toBe('Ada Lovelace');
  });

  it.each([
    ['a bad URL', { website: 'not a url' }, 'website', 'Please enter a valid URL for Website'],
    [
      'an unknown experience level',
      { experienceLevel: 'Guru' },
      'experienceLevel',
      'Choose Beginner, Intermediate, Advanced or Expert',
    ],
    ['an over-long bio', { bio: 'x'.repeat(1001) }, 'bio', 'Bio must be at most 1000 characters'],
    ['an empty full name', { fullName: '  ' }, 'fullName', 'Please enter your full name'],
    [
      'a malformed username',
      { username: 'a b' },
      'username',
      'Username must be 3–30 letters, digits, dots, dashes or underscores',
    ],
  ])('refuses %s with a field message and changes nothing', async (_label, change, field, message) => {
    const { session, userId } = await signedInUser(server);
    // Usernames are unique across users; these cases need none.
    const base = { ...personal, username: '' };
    expect((await put(session, base)).status).toBe(200);
    const response = await put(session, { ...base, ...change });
    expect(response.status).toBe(400);
    expect(response.body.error.fields[field]).toBe(message);
    expect((await storedProfile(userId))?.bio).toBe(personal.bio);
  });

  it('ignores another user id in the body: only the session decides whose profile changes', async () => {
    const victim = await signedInUser(server, 'Victim User');
    const attacker = await signedInUser(server, 'Attacker User');
    const response = await put(attacker.session, {
      ...personal,
      username: 'attacker',
      id: victim.userId,
      userId: victim.userId,
    });
    expect(response.status).toBe(200);
    expect(await storedProfile(victim.userId)).toBeUndefined();
    expect((await storedProfile(attacker.userId))?.username).toBe('attacker');
  });

  it('carries the name and bio over to the quant profile when there is one (spec §7)', async () => {
    const { session, userId } = await signedInUser(server, 'Before Name');
    await session.request('/api/quant-profile/visibility', {
      method: 'PUT',
      json: { isVisible: true },
      headers: await session.csrfHeader(),
    });
    expect((await put(session, { ...personal, username: '' })).status).toBe(200);
    const [quant] = await server.database.db.select().from(quantProfiles).where(eq(quantProfiles.userId, userId));
    expect(quant).toMatchObject({ fullName: 'Ada Lovelace', bio: personal.bio, isVisible: true });
  });

  it('refuses a username someone else has, with 409', async () => {
    const first = await signedInUser(server);
    const second = await signedInUser(server);
    expect((await put(first.session, { ...personal, username: 'taken_name' })).status).toBe(200);
    const response = await put(second.session, { ...personal, username: 'taken_name' });
    expect(response.status).toBe(409);
    expect(response.body.error.fields.username).toBe('This username is taken. Please choose another.');
  });

  it('refuses a save without the CSRF token', async () => {
    const { session } = await signedInUser(server);
    const response = await session.request('/api/profile', { method: 'PUT', json: personal });
    expect(response.status).toBe(403);
  });
});

describe('POST /api/profile/avatar', () => {
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 56, g: 189, b: 248 } } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location-data' } } })
      .png()
      .toBuffer();

  it('re-encodes an image to a square 256 px WebP without metadata, and serves it', async () => {
    const { session, userId } = await signedInUser(server);
    const response = await session.upload(
      '/api/profile/avatar',
      'avatar',
      await png(600, 300),
      'me.png',
      'image/png',
      await session.csrfHeader(),
    );
    expect(response.status).toBe(200);
    const url = response.body.avatarUrl as string;
    expect(url).toMatch(/^\/uploads\/avatars\/[a-z0-9]+\/[a-f0-9]{24}\.webp$/);

    const served = await fetch(`${server.url}${url}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('secret-location-data'))).toBe(false);
    expect((await storedProfile(userId))?.avatarUrl).toBe(url);
    const [account] = await server.database.db.select().from(user).where(eq(user.id, userId));
    expect(account?.image).toBe(url);
  });

  it('checks the content, not the name: a text file called .png is refused and nothing changes', async () => {
    const { session, userId } = await signedInUser(server);
    const fake = new TextEncoder().encode('<svg onload="alert(1)">not an image</svg>');
    const response = await session.upload(
      '/api/profile/avatar',
      'avatar',
      fake,
      'evil.png',
      'image/png',
      await session.csrfHeader(),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields.avatar).toBe('Please choose an image file (JPG, PNG, WebP or GIF).');
    expect((await storedProfile(userId))?.avatarUrl ?? null).toBeNull();
  });

  it('refuses a body that is not multipart, saying what to send, and nothing changes', async () => {
    const { session, userId } = await signedInUser(server);
    const response = await session.request('/api/profile/avatar', {
      method: 'POST',
      json: { avatar: 'data:image/png;base64,AAAA' },
      headers: await session.csrfHeader(),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Send the image as multipart/form-data in the field "avatar".');
    expect((await storedProfile(userId))?.avatarUrl ?? null).toBeNull();
  });

  it('refuses a file over 5 MB on the server with 413', async () => {
    const { session, userId } = await signedInUser(server);
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(await png(10, 10));
    const response = await session.upload(
      '/api/profile/avatar',
      'avatar',
      big,
      'big.png',
      'image/png',
      await session.csrfHeader(),
    );
    expect(response.status).toBe(413);
    expect((await storedProfile(userId))?.avatarUrl ?? null).toBeNull();
  });

  it('needs a signed-in user and the CSRF token', async () => {
    const anonymous = new BrowserSession(server);
    const image = await png(10, 10);
    expect(
      (
        await anonymous.upload(
          '/api/profile/avatar',
          'avatar',
          image,
          'a.png',
          'image/png',
          await anonymous.csrfHeader(),
        )
      ).status,
    ).toBe(401);
    const { session } = await signedInUser(server);
    expect((await session.upload('/api/profile/avatar', 'avatar', image, 'a.png', 'image/png')).status).toBe(403);
  });
});
