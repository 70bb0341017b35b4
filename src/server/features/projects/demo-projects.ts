import { and, asc, eq } from 'drizzle-orm';
import { POSTING_PLAN_DETAILS, type ProjectDraftInput, projectDraftSchema } from '../../../shared/projects';
import type { Db } from '../../db/client';
import { projectInvitations, projectMilestones, projectProposals, projects } from '../../db/schema';
import { columnsOf, listingEnd } from './project-rows';

/**
 * `npm run seed:demo`: projects the demo company (features/company/demo-data.ts) has published on LeapMarket, so
 * a newcomer finds some at once: a fixed-budget project with three milestones adding up to its budget, a private
 * NDA project with a summary (shown to the quants invited to it), an hourly featured one and an urgent range one.
 * Titles end in "(demo)"; they belong to the demo company, so removing it removes them (and their invitations).
 */
const DEMO_PROJECTS: ProjectDraftInput[] = [
  {
    title: 'Volatility surface calibration toolkit (demo)',
    description:
      'Demo project: build a Python toolkit that calibrates SVI volatility surfaces to listed equity index options ' +
      'each morning, checks them for static arbitrage and writes a short report on fit quality.',
    skills: ['Python', 'Stochastic Calculus', 'Options Pricing'],
    projectType: 'research',
    category: 'derivatives',
    duration: { value: 8, unit: 'weeks' },
    budget: { type: 'fixed', min: 24_000 },
    milestones: [
      {
        title: 'Data pipeline and first fit',
        description: 'Options data cleaned; SVI fitted per expiry.',
        amount: 8_000,
      },
      { title: 'Arbitrage checks', description: 'Calendar and butterfly checks, with repairs.', amount: 10_000 },
      { title: 'Report and handover', description: 'Fit-quality report and documented code.', amount: 6_000 },
    ],
    minExperience: 'expert',
    education: 'master',
    fieldOfStudy: 'quant-finance',
    workType: 'remote',
    visibility: 'public',
    plan: 'standard',
  },
  {
    title: 'Execution cost model for a systematic fund (demo)',
    summary: 'Demo project: model transaction costs for a mid-frequency equity strategy. Details under NDA.',
    description:
      'Demo project: fit a market-impact model on two years of our fills across US and European equities, compare ' +
      'it with the square-root law, and plug it into the portfolio optimiser as a cost term.',
    skills: ['Python', 'Market Microstructure', 'Statistics'],
    projectType: 'trading',
    category: 'equities',
    duration: { value: 3, unit: 'months' },
    budget: { type: 'range', min: 30_000, max: 45_000 },
    minExperience: 'expert',
    workType: 'hybrid',
    visibility: 'private',
    nda: true,
    plan: 'premium',
  },
  {
    title: 'Crypto order book data engineering (demo)',
    description:
      'Demo project: collect, store and clean level-2 order book snapshots from three exchanges into Parquet, ' +
      'with gap detection and a daily quality summary.',
    skills: ['Python', 'Data Engineering', 'SQL'],
    projectType: 'data',
    category: 'crypto',
    duration: { value: 6, unit: 'weeks' },
    budget: { type: 'hourly', min: 70, max: 110 },
    minExperience: 'intermediate',
    workType: 'remote',
    visibility: 'public',
    featured: true,
  },
  {
    title: 'FX carry signal backtest review (demo)',
    description:
      'Demo project: review and extend our G10 FX carry backtest, check for look-ahead bias and report how the ' +
      'signal behaves around central bank meetings.',
    skills: ['Python', 'Time Series', 'Backtesting'],
    projectType: 'research',
    category: 'fx',
    duration: { value: 10, unit: 'days' },
    budget: { type: 'range', min: 6_000, max: 9_000 },
    minExperience: 'intermediate',
    workType: 'remote',
    visibility: 'public',
    urgent: true,
  },
];

/**
 * Publishes the demo projects for company `companyId` (posted by `postedBy`) that it does not have yet, and invites
 * `invitedQuants` to the private ones. Idempotent. Returns how many projects were added.
 */
export async function seedDemoProjects(
  db: Db,
  companyId: string,
  postedBy: string,
  invitedQuants: readonly string[] = [],
  now = new Date(),
): Promise<number> {
  const existing = await db.select({ title: projects.title }).from(projects).where(eq(projects.companyId, companyId));
  let added = 0;
  for (const input of DEMO_PROJECTS) {
    if (existing.some((e) => e.title === input.title)) continue;
    const draft = projectDraftSchema.parse(input);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(projects)
        .values({
          ...columnsOf(draft),
          companyId,
          createdByUserId: postedBy,
          status: 'published',
          publishedAt: now,
          expiresAt: listingEnd(now, POSTING_PLAN_DETAILS[draft.plan].days),
        })
        .returning({ id: projects.id });
      if (draft.milestones.length > 0) {
        await tx
          .insert(projectMilestones)
          .values(draft.milestones.map((m, position) => ({ projectId: row!.id, position, ...m })));
      }
      if (draft.visibility === 'private' && invitedQuants.length > 0) {
        await tx
          .insert(projectInvitations)
          .values(invitedQuants.map((quantUserId) => ({ projectId: row!.id, quantUserId, invitedByUserId: postedBy })))
          .onConflictDoNothing();
      }
    });
    added += 1;
  }
  return added;
}

/** The demo proposals' cover note; each asks the project's own budget (an hourly one its lowest rate). */
const DEMO_PROPOSAL_NOTE =
  'Demo proposal: I have built this kind of tool for a systematic desk and can share a short plan on a call.';

/**
 * Demo quants `proposers` propose for the demo company's public demo projects, so its proposals pages and its
 * dashboard's Talent Pipeline have something to show: on the first project one proposal sent and one shortlisted,
 * on the second one sent. Idempotent (one proposal per project and quant). Returns how many were added.
 */
export async function seedDemoProposals(
  db: Db,
  companyId: string,
  proposers: readonly string[],
  now = new Date(),
): Promise<number> {
  const open = await db
    .select()
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.status, 'published'), eq(projects.visibility, 'public')))
    .orderBy(asc(projects.title));
  const planned = [
    { project: open[0], quant: proposers[0], status: 'submitted' as const },
    { project: open[0], quant: proposers[1], status: 'shortlisted' as const },
    { project: open[1], quant: proposers[2], status: 'submitted' as const },
  ];
  let added = 0;
  for (const { project, quant, status } of planned) {
    if (!project?.budgetMin || !quant) continue;
    const rows = await db
      .insert(projectProposals)
      .values({
        projectId: project.id,
        companyId: project.companyId,
        quantUserId: quant,
        status,
        coverNote: DEMO_PROPOSAL_NOTE,
        priceMin: project.budgetMin,
        priceMax: project.budgetType === 'range' ? (project.budgetMax ?? project.budgetMin) : project.budgetMin,
        startDate: new Date(now.getTime() + 14 * 86_400_000).toISOString().slice(0, 10),
        decidedAt: status === 'shortlisted' ? now : null,
      })
      .onConflictDoNothing()
      .returning({ id: projectProposals.id });
    added += rows.length;
  }
  return added;
}
