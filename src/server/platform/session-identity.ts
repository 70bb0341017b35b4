import { and, eq, gt, sql, type AnyColumn } from 'drizzle-orm';
import type { CompanyRole, VerificationState } from '../../shared/company';
import type { SessionUser } from '../app-env';
import type { Db } from '../db/client';
import { companyMembers, companyProfiles, session, user } from '../db/schema';
import { toCompanyAccess, type CompanyAccess } from './company-access';

/** The placeholder of a session-identity statement: the session's token (RequestSession.token). */
const SESSION_TOKEN = sql.placeholder('sessionToken');
/** The placeholder of a user-identity statement: the user's id. */
const USER_ID = sql.placeholder('userId');

const as = <T>(column: AnyColumn, name: string) => sql<T>`${column}`.as(`identity_${name}`);

/**
 * An `identity` row's columns: the user and, through their membership, their company. Aliased: the user's and the
 * company's `id` and `name` would otherwise collide.
 */
const identitySelection = () => ({
  userId: as<string>(user.id, 'user_id'),
  email: as<string>(user.email, 'email'),
  name: as<string>(user.name, 'name'),
  companyId: as<string | null>(companyProfiles.id, 'company_id'),
  companyName: as<string | null>(companyProfiles.name, 'company_name'),
  companySlug: as<string | null>(companyProfiles.slug, 'company_slug'),
  companyDomain: as<string | null>(companyProfiles.domain, 'company_domain'),
  companyRole: as<CompanyRole | null>(companyMembers.role, 'company_role'),
  companyVerification: as<VerificationState | null>(companyProfiles.verification, 'company_verification'),
});

/**
 * The session of token SESSION_TOKEN, unless it has expired, with its user and the user's company membership and
 * company: one row, or none. A common table expression named `identity`, so that a statement can read who calls
 * in the same round trip as its answer (session-statement.ts, decision 0029); the session reader's own statement
 * (remembered-sessions.ts, decision 0020) selects from it too.
 */
export function sessionIdentity(db: Db) {
  return db.$with('identity').as(
    db
      .select(identitySelection())
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .leftJoin(companyMembers, eq(companyMembers.userId, session.userId))
      .leftJoin(companyProfiles, eq(companyProfiles.id, companyMembers.companyId))
      .where(and(eq(session.token, SESSION_TOKEN), gt(session.expiresAt, sql`now()`))),
  );
}

/**
 * The same `identity` for user USER_ID, for a service that already knows who calls (an answer after a write): the
 * statements built on `identity` then serve both.
 */
export function userIdentity(db: Db): Identity {
  return db
    .$with('identity')
    .as(
      db
        .select(identitySelection())
        .from(user)
        .leftJoin(companyMembers, eq(companyMembers.userId, user.id))
        .leftJoin(companyProfiles, eq(companyProfiles.id, companyMembers.companyId))
        .where(eq(user.id, USER_ID)),
    );
}

export type Identity = ReturnType<typeof sessionIdentity>;

type IdentitySelection = ReturnType<typeof identitySelection>;
type IdentityField = keyof IdentitySelection;
const IDENTITY_FIELDS = Object.keys(identitySelection()) as IdentityField[];

/** The columns of an `identity` row, as a statement that reads them returns them. */
export type IdentityRow = { [K in IdentityField]: IdentitySelection[K]['_']['type'] };

/** The columns of `identity` to select, for a statement that reads it. */
export const identityColumns = (identity: Identity) =>
  Object.fromEntries(IDENTITY_FIELDS.map((field) => [field, identity[field]])) as Pick<Identity, IdentityField>;

/** Who an `identity` row says calls: the user and, when the membership and its company were found, the company. */
export function identityOf(row: IdentityRow): { user: SessionUser; company: CompanyAccess | null } {
  const company =
    row.companyId && row.companyRole && row.companyVerification && row.companyName && row.companySlug
      ? toCompanyAccess({
          id: row.companyId,
          name: row.companyName,
          slug: row.companySlug,
          domain: row.companyDomain,
          role: row.companyRole,
          verification: row.companyVerification,
        })
      : null;
  return { user: { id: row.userId, email: row.email, name: row.name }, company };
}
