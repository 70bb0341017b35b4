import { count, eq } from 'drizzle-orm';
import type { OfferInput } from '../../../shared/messages';
import { conversationMessages, conversations } from '../../db/schema';
import { sessionFor, signedInUser } from '../../test/accounts';
import type { BrowserSession } from '../../test/browser-session';
import { addCompanyMember, createCompany, createQuantProfile, createUser } from '../../test/factories';
import type { TestServer } from '../../test/test-server';

/** Test support for the messages tests: firms, quants and calls as a browser makes them. */
export const OFFER: OfferInput = {
  roleTitle: 'Volatility Researcher',
  roleCategory: 'Quant Researcher',
  level: 'Junior',
  region: 'EMEA',
  remote: false,
  location: 'London, UK',
  pay: { period: 'month', min: 9000, max: 11000 },
  nextStep: 'A 30-minute call with the desk head',
};

export async function call(session: BrowserSession, method: string, path: string, json?: unknown) {
  return session.request(path, { method, json, headers: await session.csrfHeader() });
}

/** A company (verified unless told) with its owner and a recruiter, each signed in. */
export async function firm(server: TestServer, verification: 'verified' | 'pending' = 'verified') {
  const owner = await signedInUser(server, 'Fiona Firm');
  const company = await createCompany(server.database.db, { ownerUserId: owner.userId, verification });
  const recruiter = await createUser(server.database.db, { name: 'Rory Recruiter' });
  await addCompanyMember(server.database.db, company.id, recruiter.userId, 'recruiter');
  return {
    company,
    owner,
    recruiter: { ...recruiter, session: await sessionFor(server, recruiter.userId) },
  };
}

/** A signed-in quant with a profile, visible to firms unless told otherwise. */
export async function quant(server: TestServer, values: { isVisible?: boolean; name?: string } = {}) {
  const user = await signedInUser(server, values.name ?? 'Quinn Quant');
  const profile = await createQuantProfile(server.database.db, user.userId, {
    isVisible: values.isVisible ?? true,
    fullName: values.name ?? 'Quinn Quant',
    title: 'Volatility researcher',
  });
  return { ...user, profileId: profile.id };
}

/** A firm's first message to a quant profile. */
export const contact = (session: BrowserSession, profileId: string, body = 'We liked your work on volatility.') =>
  call(session, 'POST', '/api/messages/conversations', {
    as: 'company',
    to: { kind: 'profile', profileId },
    offer: OFFER,
    body,
  });

export const send = (session: BrowserSession, id: string, body: string) =>
  call(session, 'POST', `/api/messages/conversations/${id}/messages`, { body });

/** Rows in the messages tables: a refused request must leave both as they were. */
export async function written(server: TestServer) {
  const db = server.database.db;
  const [[c], [m]] = await Promise.all([
    db.select({ n: count() }).from(conversations),
    db.select({ n: count() }).from(conversationMessages),
  ]);
  return `${c!.n} conversations, ${m!.n} messages`;
}

export async function messageCount(server: TestServer, conversationId: string) {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId));
  return row!.n;
}
