import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeAnswer, gradeAnswer } from '../../../shared/grading';
import { interviewAttempts, interviewQuestions } from '../../db/schema';
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

  it('says for each question what form and precision of answer it expects (issue 11)', async () => {
    const { session } = await signedInUser(server);
    const list = await session.request('/api/interview/questions?category=statistics');
    const format = (slug: string) =>
      list.body.questions.find((q: { slug: string }) => q.slug === slug)?.answerFormat as string | null;
    expect(format('stat-sample-size-for-margin')).toBe('A whole number.');
    expect(format('stat-z-test-power')).toBe('A number, rounded to 3 decimal places.');
    expect(format('stat-heteroskedasticity-consequences')).toBeNull();
  });

  it('grades the expected answer it shows as correct, for every graded question', () => {
    for (const q of INTERVIEW_QUESTIONS) {
      if (q.answer) expect(gradeAnswer(q.answer, describeAnswer(q.answer)), q.slug).toBe(true);
    }
  });
});

describe('an existing install', () => {
  it('takes the changed wording, difficulty and answer of a question at the next start', async () => {
    const slug = 'fin-continuous-kelly-leverage';
    // The row as issue 11 found it: Hard, ambiguous drift, a bare absolute tolerance.
    await server.database.db
      .update(interviewQuestions)
      .set({
        difficulty: 'Hard',
        question: 'A stock follows geometric Brownian motion with expected return 9% per year…',
        answer: sql`'{"kind":"number","value":1.5,"tolerance":0.01}'::jsonb`,
      })
      .where(eq(interviewQuestions.slug, slug));
    await syncReferenceData(server.database.db);
    const [row] = await server.database.db.select().from(interviewQuestions).where(eq(interviewQuestions.slug, slug));
    expect(row).toMatchObject({ ...INTERVIEW_QUESTIONS.find((q) => q.slug === slug), difficulty: 'Medium' });
    expect(row!.question).toMatch(/arithmetic drift/);
  });
});

describe('attempts', () => {
  it('shows the expected answer in the unit the question asks for', async () => {
    const { session } = await signedInUser(server);
    const percent = await attempt(session, 'fin-zero-coupon-yield', '5%');
    expect(percent.body).toMatchObject({ correct: false, expected: '4.56%' });
    expect((await attempt(session, 'fin-zero-coupon-yield', '4.56')).body.correct).toBe(true);
    const money = await attempt(session, 'fin-annuity-present-value', '4000');
    expect(money.body.expected).toBe('$4,212.36');
    const valueAtRisk = await attempt(session, 'fin-parametric-value-at-risk', '348,000');
    expect(valueAtRisk.body.expected).toBe('$349,000');
  });

  it('grades a correct fraction, records it, and marks the question solved', async () => {
    expect(INTERVIEW_QUESTIONS.some((q) => q.slug === DICE)).toBe(true);
    const { session, userId } = await signedInUser(server);
    const wrong = await attempt(session, DICE, '1/6');
    expect(wrong.body.correct).toBe(false);
    expect(wrong.body.expected).toBe('0.1389');
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
