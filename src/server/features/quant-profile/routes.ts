import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireCsrf } from '../../platform/csrf';
import { parseJson, parseParams, parseQuery } from '../../platform/validate';
import { requireUser, type SessionReader } from '../../platform/session';
import {
  getQuantProfile,
  getVisibility,
  saveBasicInfo,
  saveEducation,
  saveExperience,
  saveSkills,
  setVisibility,
} from './service';
import { addBlock, listBlocks, removeBlock, searchBlockCandidates } from './firm-blocks';
import { listProfileViews } from './profile-views';
import { contract } from '../../platform/contract';
import {
  addBlockRoute,
  getQuantProfileRoute,
  listBlocksRoute,
  listProfileViewsRoute,
  removeBlockRoute,
  searchBlockCandidatesRoute,
  getVisibilityRoute,
  saveBasicInfoRoute,
  saveEducationRoute,
  saveExperienceRoute,
  saveSkillsRoute,
  setVisibilityRoute,
} from '../../../shared/contracts/quant-profile';

/** The signed-in quant's own quant profile; the user id always comes from the session. */
export function quantProfileRoutes(options: { auth: SessionReader; secret: string }) {
  const signedIn = requireUser(options.auth);
  const csrf = requireCsrf(options.secret);
  return new Hono<AppEnv>()
    .get('/', contract(getQuantProfileRoute), signedIn, async (c) =>
      c.json(await getQuantProfile(c.var.db, c.var.user.id)),
    )
    .put('/basic', contract(saveBasicInfoRoute), csrf, signedIn, async (c) => {
      const info = await parseJson(c, saveBasicInfoRoute);
      return c.json(await saveBasicInfo(c.var.db, c.var.user.id, info));
    })
    .put('/skills', contract(saveSkillsRoute), csrf, signedIn, async (c) => {
      const { skills } = await parseJson(c, saveSkillsRoute);
      return c.json(await saveSkills(c.var.db, c.var.user.id, skills));
    })
    .put('/education', contract(saveEducationRoute), csrf, signedIn, async (c) => {
      const { entries, degreeOverride } = await parseJson(c, saveEducationRoute);
      return c.json(await saveEducation(c.var.db, c.var.user.id, entries, degreeOverride));
    })
    .put('/experience', contract(saveExperienceRoute), csrf, signedIn, async (c) => {
      const { entries } = await parseJson(c, saveExperienceRoute);
      return c.json(await saveExperience(c.var.db, c.var.user.id, entries));
    })
    .get('/visibility', contract(getVisibilityRoute), signedIn, async (c) =>
      c.json(await getVisibility(c.var.db, c.var.user.id)),
    )
    .put('/visibility', contract(setVisibilityRoute), csrf, signedIn, async (c) => {
      const { isVisible } = await parseJson(c, setVisibilityRoute);
      return c.json(await setVisibility(c.var.db, c.var.user.id, isVisible));
    })
    .get('/blocks', contract(listBlocksRoute), signedIn, async (c) => c.json(await listBlocks(c.var.db, c.var.user.id)))
    .get('/block-candidates', contract(searchBlockCandidatesRoute), signedIn, async (c) => {
      const { q } = parseQuery(c, searchBlockCandidatesRoute);
      return c.json({ candidates: await searchBlockCandidates(c.var.db, c.var.user.id, q) });
    })
    .post('/blocks', contract(addBlockRoute), csrf, signedIn, async (c) => {
      const target = await parseJson(c, addBlockRoute);
      return c.json(await addBlock(c.var.db, c.var.user.id, target));
    })
    .delete('/blocks/:id', contract(removeBlockRoute), csrf, signedIn, async (c) => {
      const { id } = parseParams(c, removeBlockRoute);
      return c.json(await removeBlock(c.var.db, c.var.user.id, id));
    })
    .get('/views', contract(listProfileViewsRoute), signedIn, async (c) =>
      c.json({ views: await listProfileViews(c.var.db, c.var.user.id) }),
    );
}
