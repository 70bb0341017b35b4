import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_LINE_MESSAGE } from '../../../shared/one-line';
import { interviewBatches, internshipPositions } from '../../db/schema';
import { BODY_SAMPLES } from '../../fuzz/body-samples';
import { latestMail, signedInUser } from '../../test/accounts';
import type { BrowserSession } from '../../test/browser-session';
import { createApplication, createCompany, createPosition } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Issue 43, finding 4: a lone carriage return was stored in a position's title and an interview's location, and
 * reached `.ics` files and e-mail subjects raw. Both are refused now, and nothing is stored or sent.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;

async function send(session: BrowserSession, method: string, path: string, json: unknown) {
  return session.request(path, { method, json, headers: await session.csrfHeader() });
}

const position = (BODY_SAMPLES['POST /api/internship-board/positions'] as { json: Record<string, unknown> }).json;

describe('control characters in single-line fields', () => {
  it.each(['Quant\rResearcher', 'Quant\nBcc: everyone', 'Quant\u2028Researcher', 'Quant\tResearcher'])(
    'a position title %j is refused with a reason and no position is stored',
    async (title) => {
      const owner = await signedInUser(server, 'Title Owner');
      const company = await createCompany(db(), { ownerUserId: owner.userId });
      const answer = await send(owner.session, 'POST', '/api/internship-board/positions', { ...position, title });
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields).toMatchObject({ title: ONE_LINE_MESSAGE });
      expect(
        await db().select().from(internshipPositions).where(eq(internshipPositions.companyId, company.id)),
      ).toEqual([]);
    },
  );

  it('an interview location with a carriage return is refused; no invitation is stored or mailed', async () => {
    const owner = await signedInUser(server, 'Location Owner');
    const company = await createCompany(db(), { ownerUserId: owner.userId });
    const opening = await createPosition(db(), company.id, { title: 'Systematic Macro Intern' });
    const quant = await signedInUser(server, 'Invited Quant');
    const application = await createApplication(db(), {
      userId: quant.userId,
      opportunityId: opening.id,
      status: 'Shortlisted',
    });
    const answer = await send(owner.session, 'POST', '/api/internship-board/interviews', {
      applicationIds: [application.id],
      slots: [new Date(Date.now() + 48 * 3_600_000).toISOString()],
      durationMinutes: 45,
      location: 'Room 4\rBEGIN:VEVENT',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toMatchObject({ location: ONE_LINE_MESSAGE });
    expect(await db().select().from(interviewBatches).where(eq(interviewBatches.companyId, company.id))).toEqual([]);
    expect(await latestMail(server, quant.email, 'interview-invitation')).toBeUndefined();
  });
});
