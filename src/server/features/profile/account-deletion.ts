import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, userApplications } from '../../db/schema';
import { findCompanyAccess } from '../../platform/company-access';
import type { Storage } from '../../platform/storage/storage';

export const ACCOUNT_DELETION_MESSAGES = {
  ownsCompany: (company: string) =>
    `You own ${company} on QuantLeap. Hand ownership to another member or delete the company in its settings first.`,
} as const;

/** The storage key at the end of an avatar's address (local /uploads/<key> or a bucket's URL alike). */
const AVATAR_KEY = /avatars\/[a-z0-9]+\/[a-f0-9]+\.webp$/;

export interface AccountDeletionHooks {
  beforeDelete(userId: string): Promise<void>;
  afterDelete(userId: string): Promise<void>;
}

/**
 * What deleting an account does besides removing its rows (which cascade: sessions, profile, quant profile,
 * applications, practice, company membership). A company owner is refused, so no company is left without one; the
 * files the account stored (résumés sent with applications; the avatar lives under the same user folder) are listed
 * before the rows go and deleted after, so nothing dangles. better-auth runs these around its own deletion.
 */
export function accountDeletionHooks(db: Db, storage: Storage): AccountDeletionHooks {
  const pendingFiles = new Map<string, string[]>();
  return {
    async beforeDelete(userId) {
      const membership = await findCompanyAccess(db, userId);
      // A recruiter's membership goes with the account (cascade); an owner's company would be left without one.
      if (membership?.role === 'owner') {
        throw new APIError('BAD_REQUEST', {
          message: ACCOUNT_DELETION_MESSAGES.ownsCompany(membership.name),
          code: 'COMPANY_OWNER',
        });
      }
      const resumes = await db
        .select({ key: userApplications.resumeKey })
        .from(userApplications)
        .where(eq(userApplications.userId, userId));
      const [avatar] = await db.select({ url: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, userId));
      const avatarKey = avatar?.url?.match(AVATAR_KEY)?.[0];
      const resumeKeys = resumes.flatMap((row) => (row.key ? [row.key] : []));
      pendingFiles.set(userId, [...resumeKeys, ...(avatarKey ? [avatarKey] : [])]);
    },
    async afterDelete(userId) {
      const keys = pendingFiles.get(userId) ?? [];
      pendingFiles.delete(userId);
      await Promise.all(keys.map((key) => storage.delete(key)));
    },
  };
}
