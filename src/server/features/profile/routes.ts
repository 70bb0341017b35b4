import { Hono } from 'hono';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '../../../shared/profile';
import type { AppEnv } from '../../app-env';
import { AppError } from '../../platform/app-error';
import { requireCsrf } from '../../platform/csrf';
import type { Storage } from '../../platform/storage/storage';
import { parseFormData, parseJson } from '../../platform/validate';
import { requireUser, type SessionReader } from '../../platform/session';
import { getProfile, replaceAvatar, setEmailPreferences, updateProfile } from './service';
import { answer, contract } from '../../platform/contract';
import {
  getProfileRoute,
  updateEmailPreferencesRoute,
  updateProfileRoute,
  uploadAvatarRoute,
} from '../../../shared/contracts/profile';

/** The signed-in user's own profile. Every query takes the user id from the session, never from the request. */
export function profileRoutes(options: { auth: SessionReader; storage: Storage; secret: string }) {
  const signedIn = requireUser(options.auth);
  const csrf = requireCsrf(options.secret);
  return new Hono<AppEnv>()
    .get('/', contract(getProfileRoute), signedIn, async (c) =>
      answer(c, getProfileRoute, await getProfile(c.var.db, c.var.user.id)),
    )
    .put('/', contract(updateProfileRoute), csrf, signedIn, async (c) => {
      const changes = await parseJson(c, updateProfileRoute);
      return answer(c, updateProfileRoute, await updateProfile(c.var.db, c.var.user.id, changes));
    })
    .put('/email-preferences', contract(updateEmailPreferencesRoute), csrf, signedIn, async (c) => {
      const preferences = await parseJson(c, updateEmailPreferencesRoute);
      return answer(c, updateEmailPreferencesRoute, await setEmailPreferences(c.var.db, c.var.user.id, preferences));
    })
    .post('/avatar', contract(uploadAvatarRoute), csrf, signedIn, async (c) => {
      const form = await parseFormData(c, 'Send the image as multipart/form-data in the field "avatar".');
      const file = form.get('avatar');
      if (!(file instanceof File) || file.size === 0) {
        throw new AppError('VALIDATION_FAILED', 'Please choose an image to upload.', {
          avatar: 'Please choose an image to upload.',
        });
      }
      if (file.size > AVATAR_MAX_BYTES)
        throw new AppError('PAYLOAD_TOO_LARGE', AVATAR_MESSAGES.tooLarge, { avatar: AVATAR_MESSAGES.tooLarge });
      const url = await replaceAvatar(
        c.var.db,
        options.storage,
        c.var.user.id,
        new Uint8Array(await file.arrayBuffer()),
      );
      return answer(c, uploadAvatarRoute, { avatarUrl: url });
    });
}

/** Serves stored uploads. Keys are random, so a file never changes under its name and can be cached for good. */
export function uploadsRoutes(storage: Storage) {
  return new Hono<AppEnv>().get('/*', async (c) => {
    const key = c.req.path.replace(/^\/uploads\//, '');
    const bytes = /^(avatars|logos)\/[a-z0-9]+\/[a-f0-9]{24}\.webp$/.test(key) ? await storage.get(key) : null;
    if (!bytes) return c.text('Not found', 404);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
}
