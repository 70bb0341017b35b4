import { count, eq, sql } from 'drizzle-orm';
import {
  COMPENSATION_BOUNDS,
  COMPENSATION_ROLES,
  currentYear,
  reviewReason,
  totalCompensation,
  type CompensationLevel,
  type CompensationRegion,
  type CompensationRole,
} from '../../../shared/compensation';
import type { Db } from '../../db/client';
import { compensationEntries } from '../../db/schema';
import { mulberry32 } from '../../platform/seeded-random';
import { cellQuartiles, rebuildHistogram } from './histogram';

/**
 * Demo compensation entries for `npm run seed:demo`: plausible, not real. Base salaries follow a log-normal
 * around a median per level, scaled by role and region; bonus and stock depend on the role. The same seed gives
 * the same data, and every row carries is_demo = true so one command removes them all.
 */
export const DEMO_ENTRY_COUNT = 3000;

const LEVEL_BASE: Record<CompensationLevel, number> = {
  Intern: 85_000,
  Junior: 135_000,
  Mid: 180_000,
  Senior: 235_000,
  Lead: 300_000,
};
const ROLE_FACTOR: Record<CompensationRole, { base: number; bonus: number; stockChance: number }> = {
  'Quant Researcher': { base: 1.1, bonus: 0.7, stockChance: 0.15 },
  'Quant Developer': { base: 1.0, bonus: 0.35, stockChance: 0.35 },
  'Quant Trader': { base: 1.05, bonus: 1.0, stockChance: 0.1 },
  'Portfolio Manager': { base: 1.3, bonus: 1.4, stockChance: 0.2 },
  'Data Scientist': { base: 0.85, bonus: 0.2, stockChance: 0.45 },
  'Risk Analyst': { base: 0.75, bonus: 0.15, stockChance: 0.15 },
  'Quantitative Strategist': { base: 1.0, bonus: 0.5, stockChance: 0.2 },
};
const REGION_FACTOR: Record<CompensationRegion, number> = {
  'North America': 1.0,
  EMEA: 0.8,
  APAC: 0.85,
  'South America': 0.45,
  Remote: 0.75,
};
const REGION_WEIGHTS: Record<CompensationRegion, number> = {
  'North America': 0.42,
  EMEA: 0.3,
  APAC: 0.16,
  'South America': 0.04,
  Remote: 0.08,
};
const LEVEL_WEIGHTS: Record<CompensationLevel, number> = {
  Intern: 0.12,
  Junior: 0.26,
  Mid: 0.3,
  Senior: 0.22,
  Lead: 0.1,
};
const NOTES = [
  'Hedge fund',
  'Prop trading firm',
  'Market maker',
  'Bank, front office',
  'Asset manager',
  'Fintech',
  null,
  null,
];

function pickWeighted<T extends string>(random: () => number, weights: Record<T, number>): T {
  let roll = random();
  const entries = Object.entries(weights) as [T, number][];
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll <= 0) return value;
  }
  return entries[entries.length - 1]![0];
}

function normal(random: () => number): number {
  // Box-Muller; 1 - random() keeps the logarithm away from 0.
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

const clamp = (value: number, bounds: { min: number; max: number }) =>
  Math.min(bounds.max, Math.max(bounds.min, Math.round(value / 1000) * 1000));

export function generateDemoEntries(total = DEMO_ENTRY_COUNT, seed = 20250501) {
  const random = mulberry32(seed);
  const thisYear = currentYear();
  return Array.from({ length: total }, () => {
    const role = COMPENSATION_ROLES[Math.floor(random() * COMPENSATION_ROLES.length)]!;
    const level = pickWeighted(random, LEVEL_WEIGHTS);
    const region = pickWeighted(random, REGION_WEIGHTS);
    const factor = ROLE_FACTOR[role];
    const baseSalary = clamp(
      LEVEL_BASE[level] * factor.base * REGION_FACTOR[region] * Math.exp(0.18 * normal(random)),
      COMPENSATION_BOUNDS.baseSalary,
    );
    const bonusShare = factor.bonus * (level === 'Intern' ? 0.2 : 1) * Math.exp(0.5 * normal(random));
    const bonus =
      level === 'Intern' && random() < 0.6 ? null : clamp(baseSalary * bonusShare, COMPENSATION_BOUNDS.bonus);
    const stockValue =
      random() < factor.stockChance
        ? clamp(baseSalary * 0.3 * Math.exp(0.6 * normal(random)), COMPENSATION_BOUNDS.stockValue)
        : null;
    // Recent years are reported more often.
    const year = Math.max(2020, thisYear - Math.floor(-Math.log(1 - random()) * 1.6));
    const notes = NOTES[Math.floor(random() * NOTES.length)] ?? null;
    return { role, level, region, baseSalary, bonus, stockValue, year, notes };
  });
}

/**
 * Two implausible entries that arrive held, so the operators' review queue has something to show: totals above their
 * level's cap, so they are held whatever else is loaded.
 */
export const DEMO_HELD_ENTRIES = [
  {
    role: 'Quant Trader',
    level: 'Intern',
    region: 'EMEA',
    baseSalary: 950_000,
    bonus: 400_000,
    stockValue: null,
    notes: 'Summer internship, sign-on included',
  },
  {
    role: 'Quant Developer',
    level: 'Junior',
    region: 'APAC',
    baseSalary: 4_500_000,
    bonus: 1_500_000,
    stockValue: null,
    notes: 'Prop trading firm',
  },
] as const satisfies readonly {
  role: CompensationRole;
  level: CompensationLevel;
  region: CompensationRegion;
  baseSalary: number;
  bonus: number | null;
  stockValue: number | null;
  notes: string;
}[];

export async function countDemoEntries(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(compensationEntries).where(eq(compensationEntries.isDemo, true));
  return row?.n ?? 0;
}

/** Deletes every demo entry (never a real one) and recounts the statistics. */
export async function removeDemoEntries(db: Db): Promise<number> {
  const removed = await countDemoEntries(db);
  await db.delete(compensationEntries).where(eq(compensationEntries.isDemo, true));
  await rebuildHistogram(db);
  return removed;
}

/**
 * Replaces the demo entries with a fresh copy of the same set, so running it twice changes nothing. The generated
 * ones count at once (they are loaded, not submitted); DEMO_HELD_ENTRIES are stored held, as a submission would be.
 */
export async function seedDemoEntries(db: Db, total = DEMO_ENTRY_COUNT): Promise<number> {
  const rows = generateDemoEntries(total).map((entry) => ({
    ...entry,
    totalComp: totalCompensation(entry),
    isDemo: true,
  }));
  await db.transaction(async (tx) => {
    await tx.delete(compensationEntries).where(eq(compensationEntries.isDemo, true));
    for (let i = 0; i < rows.length; i += 500) await tx.insert(compensationEntries).values(rows.slice(i, i + 500));
  });
  await rebuildHistogram(db);
  for (const entry of DEMO_HELD_ENTRIES) {
    const totalComp = totalCompensation(entry);
    const reason = reviewReason(totalComp, entry.level, await cellQuartiles(db, entry));
    if (!reason) throw new Error(`demo entry ${entry.role} ${entry.level} would not be held`);
    await db.insert(compensationEntries).values({
      ...entry,
      totalComp,
      year: currentYear(),
      isDemo: true,
      hiddenAt: sql`date_trunc('day', now())`,
      hiddenReason: reason,
      review: 'held',
    });
  }
  return rows.length + DEMO_HELD_ENTRIES.length;
}
