import { eq } from 'drizzle-orm';
import type { profileUpdateSchema } from '../../../shared/profile';
import type { Profile } from '../../../shared/contracts/profile';
import type { EmailPreferences } from '../../../shared/contracts/profile';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { profiles, quantProfiles, user } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { toSquareWebp } from '../../platform/images';
import { newUserFileKey, type Storage } from '../../platform/storage/storage';
import { isUniqueViolation } from '../../platform/database-errors';

type ProfileChanges = z.output<typeof profileUpdateSchema>;

/** The signed-in user's profile; a user who never saved one gets their account's name and nothing else. */
export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const [row] = await db
    .select({ profile: profiles, name: user.name, email: user.email, image: user.image })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  if (!row) throw new AppError('UNAUTHENTICATED', 'No user authenticated');
  const p = row.profile;
  return {
    fullName: p?.fullName ?? row.name ?? null,
    username: p?.username ?? null,
    bio: p?.bio ?? null,
    experienceLevel: p?.experienceLevel ?? null,
    website: p?.website ?? null,
    githubUrl: p?.githubUrl ?? null,
    linkedinUrl: p?.linkedinUrl ?? null,
    twitterUrl: p?.twitterUrl ?? null,
    avatarUrl: p?.avatarUrl ?? row.image ?? null,
    email: row.email,
    applicationStatusEmails: p?.applicationStatusEmails ?? true,
    messageEmails: p?.messageEmails ?? true,
  };
}

/** Saves `userId`'s (always the session's user) choices about e-mails: each one sent; answers both as stored. */
export async function setEmailPreferences(
  db: Db,
  userId: string,
  preferences: EmailPreferences,
): Promise<{ applicationStatusEmails: boolean; messageEmails: boolean }> {
  const changes = {
    ...(preferences.applicationStatusEmails === undefined
      ? {}
      : { applicationStatusEmails: preferences.applicationStatusEmails }),
    ...(preferences.messageEmails === undefined ? {} : { messageEmails: preferences.messageEmails }),
  };
  const [row] = await db
    .insert(profiles)
    .values({ id: userId, ...changes })
    .onConflictDoUpdate({ target: profiles.id, set: { ...changes, updatedAt: new Date() } })
    .returning({ applicationStatusEmails: profiles.applicationStatusEmails, messageEmails: profiles.messageEmails });
  return row!;
}

/** Saves Personal Info for `userId` (always the session's user) and keeps the account's display name in step. */
export async function updateProfile(db: Db, userId: string, changes: ProfileChanges): Promise<Profile> {
  const values = {
    fullName: changes.fullName,
    username: changes.username ?? null,
    bio: changes.bio ?? null,
    experienceLevel: changes.experienceLevel ?? null,
    website: changes.website ?? null,
    githubUrl: changes.githubUrl ?? null,
    linkedinUrl: changes.linkedinUrl ?? null,
    twitterUrl: changes.twitterUrl ?? null,
    updatedAt: new Date(),
  };
  try {
    await db.transaction(async (tx) => {
      await tx
        .insert(profiles)
        .values({ id: userId, ...values })
        .onConflictDoUpdate({ target: profiles.id, set: values });
      await tx.update(user).set({ name: changes.fullName, updatedAt: new Date() }).where(eq(user.id, userId));
      // Spec §7: a quant profile, when there is one, shows the same name and bio.
      await tx
        .update(quantProfiles)
        .set({ fullName: changes.fullName, bio: changes.bio ?? null, updatedAt: new Date() })
        .where(eq(quantProfiles.userId, userId));
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', 'This username is taken. Please choose another.', {
        username: 'This username is taken. Please choose another.',
      });
    }
    throw error;
  }
  return getProfile(db, userId);
}

/** Re-encodes the upload, stores it under a fresh random key and points the profile and account at it. */
export async function replaceAvatar(db: Db, storage: Storage, userId: string, upload: Uint8Array): Promise<string> {
  const webp = await toSquareWebp(upload);
  const key = newUserFileKey('avatars', userId, 'webp');
  await storage.put(key, webp, 'image/webp');
  const url = storage.urlFor(key);
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ id: userId, avatarUrl: url })
      .onConflictDoUpdate({ target: profiles.id, set: { avatarUrl: url, updatedAt: new Date() } });
    await tx.update(user).set({ image: url, updatedAt: new Date() }).where(eq(user.id, userId));
  });
  return url;
}
