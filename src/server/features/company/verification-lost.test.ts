import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '../../../shared/company';
import { companyProfiles } from '../../db/schema';
import { syncReferenceData } from '../../db/seed/sync-reference-data';
import { signedInUser } from '../../test/accounts';
import type { BrowserSession } from '../../test/browser-session';
import {
  createApplication,
  createCompany,
  createConversation,
  createInterviewSlot,
  createPosition,
  createProject,
  createProposal,
  createQuantProfile,
} from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await syncReferenceData(server.database.db);
});
afterAll(() => server.close());
const db = () => server.database.db;

const QUANT_NAME = 'Evariste Galois-Quant';

/**
 * A verified company whose quant-facing data is all there: a project with a proposal, a position with an
 * application and a booked interview, a conversation. Every piece names the same quant.
 */
async function world() {
  const owner = await signedInUser(server, 'Lost Verification Owner');
  const company = await createCompany(db(), { ownerUserId: owner.userId });
  const quant = await signedInUser(server, QUANT_NAME);
  const profile = await createQuantProfile(db(), quant.userId, { isVisible: true, fullName: QUANT_NAME });
  const project = await createProject(db(), company.id);
  await createProposal(db(), project.id, quant.userId);
  const position = await createPosition(db(), company.id);
  const application = await createApplication(db(), { userId: quant.userId, opportunityId: position.id });
  await createInterviewSlot(db(), company.id, new Date(Date.now() + 86_400_000), application.id);
  const conversation = await createConversation(db(), company.id, quant.userId);
  return { owner, company, profile, project, application, conversation };
}

type World = Awaited<ReturnType<typeof world>>;

/** Every firm read that shows a quant: the path and where the quant's name shows while the company is verified. */
const READS: ((w: World) => string)[] = [
  (w) => `/api/projects/${w.project.id}/proposals`,
  () => '/api/company-dashboard/pipeline',
  () => '/api/company-dashboard/interviews',
  () => '/api/internship-board/applications',
  (w) => `/api/internship-board/applications/${w.application.id}`,
  () => '/api/talent',
  (w) => `/api/talent/${w.profile.id}`,
  (w) => `/api/messages/conversations/${w.conversation.id}`,
  () => '/api/messages/conversations',
];

const get = (session: BrowserSession, path: string) => session.request(path);

describe('a company that loses its verification', () => {
  it('no longer reads any quant: proposals, applicants, pipeline, interviews, talent, conversations', async () => {
    const w = await world();
    for (const read of READS) {
      const answer = await get(w.owner.session, read(w));
      expect(answer.status, read(w)).toBe(200);
      expect(JSON.stringify(answer.body), read(w)).toContain('Galois');
    }

    // The attack: the owner points the website at a domain no member has an address at.
    const edit = await w.owner.session.request('/api/company', {
      method: 'PUT',
      headers: await w.owner.session.csrfHeader(),
      json: {
        name: w.company.name,
        website: 'https://somewhere-else.example',
        category: 'Hedge Fund',
        sizeBand: '51–200',
        headquarters: 'London, UK',
        offices: [],
        description: '',
      },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const [row] = await db().select().from(companyProfiles).where(eq(companyProfiles.id, w.company.id));
    expect(row!.verification).toBe('pending');

    for (const read of READS) {
      const answer = await get(w.owner.session, read(w));
      expect(JSON.stringify(answer.body), read(w)).not.toContain('Galois');
      if (read(w) === '/api/messages/conversations') {
        // Both sides share the inbox route: the member's own (quant) conversations only, none of the company's.
        expect(answer.status).toBe(200);
      } else if (read(w).startsWith('/api/messages/')) {
        expect(answer.status, read(w)).toBe(404);
      } else {
        expect(answer.status, read(w)).toBe(403);
        expect(answer.body.error.message, read(w)).toBe(COMPANY_MESSAGES.notVerified);
      }
    }
  });
});
