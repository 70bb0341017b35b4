import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeAnswer, gradeAnswer } from '../../../shared/grading';
import { interviewAttempts } from '../../db/schema';
import { INTERVIEW_QUESTIONS } from '../../db/seed/interview-questions';
import { syncReferenceData } from '../../db/seed/sync-reference-data';
import { signedInUser } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
  await syncReferenceData(server.database.db);
});
afterAll(() => server.close());

const DICE = 'prob-two-dice-sum-eight';
const openQuestion = INTERVIEW_QUESTIONS.find((q) => !q.answer);

async function attempt(session: BrowserSession, slug: string, answer: unknown) {
  return session.request(`/api/interview/questions/${slug}/attempts`, {
    json: { answer },
    headers: await session.csrfHeader(),
  });
}

async function attemptsOf(userId: string) {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(interviewAttempts)
    .where(eq(interviewAttempts.userId, userId));
  return row?.n ?? 0;
}

describe('the bank as served', () => {
  it('is synced: every category has its questions, without answers or solutions in the list', async () => {
    const { session } = await signedInUser(server);
    const list = await session.request('/api/interview/questions?category=probability');
    expect(list.status).toBe(200);
    const probability = INTERVIEW_QUESTIONS.filter((q) => q.category === 'probability');
    expect(list.body.questions).toHaveLength(probability.length);
    for (const q of list.body.questions) {
      expect(q).not.toHaveProperty('solution');
      expect(q).not.toHaveProperty('answer');
      expect(q.status).toBe('new');
    }
  });

  it('grades the expected answer it shows as correct, for every graded question', () => {
    for (const q of INTERVIEW_QUESTIONS) {
      if (q.answer) expect(gradeAnswer(q.answer, describeAnswer(q.answer)), q.slug).toBe(true);
    }
  });
});

describe('attempts', () => {
  it('grades a correct fraction, records it, and marks the question solved', async () => {
    expect(INTERVIEW_QUESTIONS.some((q) => q.slug === DICE)).toBe(true);
    const { session, userId } = await signedInUser(server);
    const wrong = await attempt(session, DICE, '1/6');
    expect(wrong.body.correct).toBe(false);
    expect(wrong.body.expected).toBe('0.139');
    const right = await attempt(session, DICE, '5/36');
    expect(right.status).toBe(200);
    expect(right.body.correct).toBe(true);
    expect(right.body.solution.length).toBeGreaterThan(20);
    expect(await attemptsOf(userId)).toBe(2);
    const list = await session.request('/api/interview/questions?category=probability&order=unsolved');
    const statuses = list.body.questions.map((q: { slug: string; status: string }) => [q.slug, q.status]);
    expect(statuses.at(-1)).toEqual([DICE, 'solved']);
    const progress = await session.request('/api/interview/progress');
    expect(progress.body.categories.find((c: { category: string }) => c.category === 'probability')).toMatchObject({
      solved: 1,
      attempted: 1,
    });
  });

  it('does not grade an open question but still reveals the solution', async () => {
    expect(openQuestion).toBeDefined();
    const { session } = await signedInUser(server);
    const response = await attempt(session, openQuestion!.slug, 'My approach would be …');
    expect(response.body).toMatchObject({ correct: null, expected: null });
    expect(response.body.solution).toBe(openQuestion!.solution);
  });

  it.each([
    ['a blank answer', DICE, '   ', 400],
    ['an answer that is not text', DICE, 42, 400],
    ['an over-long answer', DICE, 'x'.repeat(2001), 400],
    ['an unknown question', 'no-such-question', '5/36', 404],
    ['a malformed slug', 'DROP%20TABLE', '5/36', 404],
  ])('refuses %s and records nothing', async (_label, slug, answer, status) => {
    const { session, userId } = await signedInUser(server);
    const response = await attempt(session, slug, answer);
    expect(response.status).toBe(status);
    expect(await attemptsOf(userId)).toBe(0);
  });

  it('needs a signed-in user and a known category', async () => {
    const anonymous = new BrowserSession(server);
    expect((await anonymous.request('/api/interview/questions?category=probability')).status).toBe(401);
    const { session } = await signedInUser(server);
    const bad = await session.request('/api/interview/questions?category=astrology');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.category).toMatch(/Category must be one of/);
  });

  it("keeps each user's progress apart", async () => {
    const first = await signedInUser(server);
    const second = await signedInUser(server);
    await attempt(first.session, DICE, '5/36');
    const progress = await second.session.request('/api/interview/progress');
    expect(progress.body.categories.every((c: { attempted: number }) => c.attempted === 0)).toBe(true);
  });
});
