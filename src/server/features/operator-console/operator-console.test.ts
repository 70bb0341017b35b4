import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '../../../shared/company';
import { compensationSubmissionSchema } from '../../../shared/compensation';
import type { Conversation } from '../../../shared/contracts/messages';
import type { OperatorQueues } from '../../../shared/contracts/operator-console';
import { signedInUser } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { createCompany } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { createCompensationEntry } from '../compensation/service';
import { call, contact, firm, quant } from '../messages/messages-world';

const OPERATOR_EMAIL = `console-operator-${process.pid}@example.com`;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { adminEmails: [OPERATOR_EMAIL] } });
});
afterAll(() => server.close());

const PATH = '/api/operator-console/queues';

describe('the operator console’s queue counts', () => {
  it('count companies waiting for a decision, open reports and held compensation entries, and move as items arrive and are handled', async () => {
    const operator = await signedInUser(server, 'Olga Operator', { email: OPERATOR_EMAIL });
    const counts = async () => (await operator.session.request(PATH)).body as OperatorQueues;
    const before = await counts();

    await createCompany(server.database.db, { verification: 'pending' });
    await createCompany(server.database.db, { verification: 'pending' });
    await createCompany(server.database.db, { verification: 'rejected' });
    const f = await firm(server);
    const q = await quant(server);
    const { id } = (await contact(f.owner.session, q.profileId)).body as Conversation;
    await call(q.session, 'POST', `/api/messages/conversations/${id}/report`, { reason: 'spam' });
    await call(f.owner.session, 'POST', `/api/messages/conversations/${id}/report`, { reason: 'other' });
    const spam = compensationSubmissionSchema.parse({
      role: 'Quant Trader',
      level: 'Intern',
      region: 'APAC',
      baseSalary: 5_000_000,
      year: 2024,
    });
    const held = await createCompensationEntry(server.database.db, spam);

    const after = await counts();
    expect(after).toEqual({
      companiesToVerify: before.companiesToVerify + 2,
      openReports: before.openReports + 2,
      heldCompensation: before.heldCompensation + 1,
      unhandledInbox: before.unhandledInbox,
    });

    const page = await call(operator.session, 'GET', '/api/message-reports');
    const report = (page.body as { reports: { id: string; conversationId: string }[] }).reports.find(
      (r) => r.conversationId === id,
    );
    await call(operator.session, 'POST', `/api/message-reports/${report!.id}/resolve`);
    expect((await counts()).openReports).toBe(after.openReports - 1);
    await call(operator.session, 'POST', `/api/compensation/entries/${held.id}/approve`);
    expect((await counts()).heldCompensation).toBe(after.heldCompensation - 1);
  });

  it('is for operators only: 401 signed out, 403 for anyone else', async () => {
    expect((await new BrowserSession(server).request(PATH)).status).toBe(401);
    const f = await firm(server);
    for (const session of [f.owner.session, (await quant(server)).session]) {
      const refused = await session.request(PATH);
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe(COMPANY_MESSAGES.operatorOnly);
    }
  });
});
