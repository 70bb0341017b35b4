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
import { answer, contract } from '../../platform/contract';
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
      answer(c, getQuantProfileRoute, await getQuantProfile(c.var.db, c.var.user.id)),
    )
    .put('/basic', contract(saveBasicInfoRoute), csrf, signedIn, async (c) => {
      const info = await parseJson(c, saveBasicInfoRoute);
      return answer(c, saveBasicInfoRoute, await saveBasicInfo(c.var.db, c.var.user.id, info));
    })
    .put('/skills', contract(saveSkillsRoute), csrf, signedIn, async (c) => {
      const { skills } = await parseJson(c, saveSkillsRoute);
      return answer(c, saveSkillsRoute, await saveSkills(c.var.db, c.var.user.id, skills));
    })
    .put('/education', contract(saveEducationRoute), csrf, signedIn, async (c) => {
      const { entries, degreeOverride } = await parseJson(c, saveEducationRoute);
      return answer(c, saveEducationRoute, await saveEducation(c.var.db, c.var.user.id, entries, degreeOverride));
    })
    .put('/experience', contract(saveExperienceRoute), csrf, signedIn, async (c) => {
      const { entries } = await parseJson(c, saveExperienceRoute);
      return answer(c, saveExperienceRoute, await saveExperience(c.var.db, c.var.user.id, entries));
    })
    .get('/visibility', contract(getVisibilityRoute), signedIn, async (c) =>
      answer(c, getVisibilityRoute, await getVisibility(c.var.db, c.var.user.id)),
    )
    .put('/visibility', contract(setVisibilityRoute), csrf, signedIn, async (c) => {
      const { isVisible } = await parseJson(c, setVisibilityRoute);
      return answer(c, setVisibilityRoute, await setVisibility(c.var.db, c.var.user.id, isVisible));
    })
    .get('/blocks', contract(listBlocksRoute), signedIn, async (c) =>
      answer(c, listBlocksRoute, await listBlocks(c.var.db, c.var.user.id)),
    )
    .get('/block-candidates', contract(searchBlockCandidatesRoute), signedIn, async (c) => {
      const { q } = parseQuery(c, searchBlockCandidatesRoute);
      return answer(c, searchBlockCandidatesRoute, {
        candidates: await searchBlockCandidates(c.var.db, c.var.user.id, q),
      });
    })
    .post('/blocks', contract(addBlockRoute), csrf, signedIn, async (c) => {
      const target = await parseJson(c, addBlockRoute);
      return answer(c, addBlockRoute, await addBlock(c.var.db, c.var.user.id, target));
    })
    .delete('/blocks/:id', contract(removeBlockRoute), csrf, signedIn, async (c) => {
      const { id } = parseParams(c, removeBlockRoute);
      return answer(c, removeBlockRoute, await removeBlock(c.var.db, c.var.user.id, id));
    })
    .get('/views', contract(listProfileViewsRoute), signedIn, async (c) =>
      answer(c, listProfileViewsRoute, { views: await listProfileViews(c.var.db, c.var.user.id) }),
    );
}
