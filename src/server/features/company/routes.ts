import { Hono } from 'hono';
import { COMPANY_MESSAGES, LOGO_MAX_BYTES } from '../../../shared/company';
import * as routes from '../../../shared/contracts/company';
import type { AppEnv } from '../../app-env';
import { AppError } from '../../platform/app-error';
import { requireCompanyMember, requireCompanyRole, requireOperator } from '../../platform/company-access';
import { answer, contract } from '../../platform/contract';
import { requireCsrf } from '../../platform/csrf';
import type { RouteDeps } from '../../platform/route-deps';
import type { Storage } from '../../platform/storage/storage';
import { optionalUser, requireUser } from '../../platform/session';
import { parseFormData, parseJson, parseParams, parseQuery } from '../../platform/validate';
import { acceptInvitation, inviteMember, previewInvitation, revokeInvitation } from './invitations';
import { leaveCompany, listMembers, removeMember, transferOwnership } from './members';
import { publicCompanyPage } from './public-page';
import { decideReview, listReviews } from './reviews';
import { createCompany, deleteCompany, getMyCompany, replaceLogo, updateCompany } from './service';
import { recordAuditEvent } from '../../platform/audit-log';

/** /api/company: the caller's own company, its profile, logo, members and invitations. */
export function companyRoutes(options: RouteDeps) {
  const { auth, storage } = options;
  const csrf = requireCsrf(options.secret);
  const signedIn = requireUser(auth);
  const member = requireCompanyMember(auth);
  const owner = requireCompanyRole(auth, 'owner');
  const logoUrl = (key: string) => storage.urlFor(key);
  return new Hono<AppEnv>()
    .get('/', contract(routes.getMyCompanyRoute), signedIn, async (c) =>
      answer(c, routes.getMyCompanyRoute, { company: await getMyCompany(c.var.db, c.var.user.id, logoUrl) }),
    )
    .post('/', contract(routes.createCompanyRoute), csrf, signedIn, async (c) => {
      const input = await parseJson(c, routes.createCompanyRoute);
      return answer(
        c,
        routes.createCompanyRoute,
        { company: await createCompany(c.var.db, c.var.user.id, input, logoUrl) },
        201,
      );
    })
    .put('/', contract(routes.updateCompanyRoute), csrf, owner, async (c) => {
      const input = await parseJson(c, routes.updateCompanyRoute);
      return answer(c, routes.updateCompanyRoute, {
        company: await updateCompany(c.var.db, c.var.company.id, c.var.user.id, input, logoUrl),
      });
    })
    .delete('/', contract(routes.deleteCompanyRoute), csrf, owner, async (c) => {
      await deleteCompany(c.var.db, storage, c.var.company.id);
      return c.body(null, 204);
    })
    .post('/logo', contract(routes.uploadCompanyLogoRoute), csrf, owner, async (c) => {
      const form = await parseFormData(c, 'Send the image as multipart/form-data in the field "logo".');
      const file = form.get('logo');
      if (!(file instanceof File) || file.size === 0) {
        throw new AppError('VALIDATION_FAILED', COMPANY_MESSAGES.logoMissing, { logo: COMPANY_MESSAGES.logoMissing });
      }
      if (file.size > LOGO_MAX_BYTES) {
        throw new AppError('PAYLOAD_TOO_LARGE', COMPANY_MESSAGES.logoTooLarge, { logo: COMPANY_MESSAGES.logoTooLarge });
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      return answer(c, routes.uploadCompanyLogoRoute, {
        company: await replaceLogo(c.var.db, storage, c.var.company.id, c.var.user.id, bytes),
      });
    })
    .get('/members', contract(routes.listMembersRoute), member, async (c) =>
      answer(c, routes.listMembersRoute, await listMembers(c.var.db, c.var.company)),
    )
    .delete('/members/:userId', contract(routes.removeMemberRoute), csrf, owner, async (c) => {
      const { userId } = parseParams(c, routes.removeMemberRoute);
      await removeMember(c.var.db, c.var.company.id, c.var.user.id, userId);
      return c.body(null, 204);
    })
    .post('/leave', contract(routes.leaveCompanyRoute), csrf, member, async (c) => {
      await leaveCompany(c.var.db, c.var.company, c.var.user.id);
      return c.body(null, 204);
    })
    .post('/owner', contract(routes.transferOwnershipRoute), csrf, owner, async (c) => {
      const { userId } = await parseJson(c, routes.transferOwnershipRoute);
      await transferOwnership(c.var.db, c.var.company.id, c.var.user.id, userId);
      await recordAuditEvent(c.var.db, {
        action: 'ownership_transferred',
        actorKind: 'account',
        actorUserId: c.var.user.id,
        subjectUserId: userId,
        subjectCompanyId: c.var.company.id,
      });
      return answer(c, routes.transferOwnershipRoute, {
        company: (await getMyCompany(c.var.db, c.var.user.id, logoUrl))!,
      });
    })
    .post('/invitations', contract(routes.inviteMemberRoute), csrf, owner, async (c) => {
      const { email } = await parseJson(c, routes.inviteMemberRoute);
      const invitation = await inviteMember(
        c.var.db,
        options.mailer,
        options.publicUrl,
        c.var.company,
        c.var.user,
        email,
      );
      return answer(c, routes.inviteMemberRoute, { invitation }, 201);
    })
    .delete('/invitations/:id', contract(routes.revokeInvitationRoute), csrf, owner, async (c) => {
      const { id } = parseParams(c, routes.revokeInvitationRoute);
      await revokeInvitation(c.var.db, c.var.company.id, id);
      return c.body(null, 204);
    });
}

/** /api/company-invitations: what a link is for (anyone holding it), and accepting it (its addressee). */
export function companyInvitationRoutes(options: Pick<RouteDeps, 'auth' | 'storage' | 'secret'>) {
  const csrf = requireCsrf(options.secret);
  const logoUrl = (key: string) => options.storage.urlFor(key);
  return new Hono<AppEnv>()
    .post('/preview', contract(routes.previewInvitationRoute), csrf, optionalUser(options.auth), async (c) => {
      const { token } = await parseJson(c, routes.previewInvitationRoute);
      return answer(c, routes.previewInvitationRoute, await previewInvitation(c.var.db, token));
    })
    .post('/accept', contract(routes.acceptInvitationRoute), csrf, requireUser(options.auth), async (c) => {
      const { token } = await parseJson(c, routes.acceptInvitationRoute);
      await acceptInvitation(c.var.db, c.var.user, token);
      return answer(c, routes.acceptInvitationRoute, {
        company: (await getMyCompany(c.var.db, c.var.user.id, logoUrl))!,
      });
    });
}

/** /api/company-reviews: operators approve or reject companies that their members' e-mail does not prove. */
export function companyReviewRoutes(options: RouteDeps & { adminEmails: readonly string[] }) {
  const operator = requireOperator(options.auth, options.adminEmails);
  return new Hono<AppEnv>()
    .get('/', contract(routes.listCompanyReviewsRoute), operator, async (c) => {
      const { state, page } = parseQuery(c, routes.listCompanyReviewsRoute);
      return answer(c, routes.listCompanyReviewsRoute, await listReviews(c.var.db, state, page));
    })
    .post('/:id', contract(routes.decideCompanyReviewRoute), requireCsrf(options.secret), operator, async (c) => {
      const { id } = parseParams(c, routes.decideCompanyReviewRoute);
      const decision = await parseJson(c, routes.decideCompanyReviewRoute);
      const company = await decideReview(c.var.db, options.mailer, options.publicUrl, id, decision);
      await recordAuditEvent(c.var.db, {
        action: decision.decision === 'approve' ? 'company_verified' : 'company_rejected',
        actorKind: 'operator',
        actorUserId: c.var.user.id,
        subjectCompanyId: id,
        reason: decision.decision === 'reject' ? decision.reason : null,
      });
      return answer(c, routes.decideCompanyReviewRoute, { company });
    });
}

/** /api/companies/:slug: a verified company's public page. */
export function publicCompanyRoutes(storage: Storage) {
  return new Hono<AppEnv>().get('/:slug', contract(routes.getPublicCompanyRoute), async (c) => {
    const { slug } = parseParams(c, routes.getPublicCompanyRoute);
    return answer(
      c,
      routes.getPublicCompanyRoute,
      await publicCompanyPage(c.var.db, slug, (key) => storage.urlFor(key)),
    );
  });
}
