import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SKILLS } from './quant-profile';
import {
  BUDGET_LIMITS,
  DEFAULT_DURATION_UNIT,
  DURATION_FILTERS,
  DURATION_MAX,
  formatBudget,
  formatDuration,
  leapMarketQuerySchema,
  milestonesProblem,
  PROJECT_MESSAGES,
  projectDraftSchema,
  publishProblems,
  saveProblems,
  todayUtc,
  type ProjectDraftInput,
} from './projects';

/** The shared project rules (issue 17): what the form checks before sending is what the server checks again. */
const fieldsOf = (input: unknown): Record<string, string> => {
  const result = projectDraftSchema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
};
const draft = (input: ProjectDraftInput = {}) => projectDraftSchema.parse(input);

describe('projectDraftSchema', () => {
  it('takes an empty draft with the spec’s defaults', () => {
    expect(draft()).toMatchObject({
      title: '',
      skills: [],
      duration: null,
      budget: null,
      milestones: [],
      workType: 'remote',
      visibility: 'public',
      nda: false,
      plan: 'standard',
      featured: false,
      urgent: false,
    });
    expect(draft({ duration: { value: 3 } }).duration).toEqual({ value: 3, unit: DEFAULT_DURATION_UNIT });
  });

  it('stores a fixed budget as min = max and trims the text', () => {
    expect(draft({ budget: { type: 'fixed', min: 9_000, max: 1 }, title: '  Signal  ' })).toMatchObject({
      budget: { type: 'fixed', min: 9_000, max: 9_000 },
      title: 'Signal',
    });
    expect(draft({ budget: { type: 'range', min: 5_000 } }).budget).toEqual({ type: 'range', min: 5_000, max: 5_000 });
  });

  it.each([
    ['a negative budget', { budget: { type: 'fixed', min: -1 } }, 'budget.min', PROJECT_MESSAGES.budgetAmount],
    ['a zero budget', { budget: { type: 'hourly', min: 0, max: 10 } }, 'budget.min', PROJECT_MESSAGES.budgetAmount],
    ['a fractional budget', { budget: { type: 'fixed', min: 10.5 } }, 'budget.min', PROJECT_MESSAGES.budgetAmount],
    [
      'an hourly rate above the limit',
      { budget: { type: 'hourly', min: 50, max: BUDGET_LIMITS.hourly + 1 } },
      'budget.max',
      PROJECT_MESSAGES.budgetTooHigh('hourly'),
    ],
    ['a range upside down', { budget: { type: 'range', min: 9, max: 5 } }, 'budget.max', PROJECT_MESSAGES.budgetOrder],
    ['a duration of 0', { duration: { value: 0 } }, 'duration.value', PROJECT_MESSAGES.durationValue],
    [
      'a duration too long for its unit',
      { duration: { value: DURATION_MAX.months + 1, unit: 'months' } },
      'duration.value',
      PROJECT_MESSAGES.durationTooLong('months'),
    ],
    ['a date that does not exist', { completionDate: '2027-02-30' }, 'completionDate', PROJECT_MESSAGES.completionDate],
    [
      `${MAX_SKILLS + 1} skills`,
      { skills: Array.from({ length: MAX_SKILLS + 1 }, (_, i) => `S${i}`) },
      'skills',
      PROJECT_MESSAGES.skills,
    ],
    ['a skill twice', { skills: ['Python', 'Python'] }, 'skills', PROJECT_MESSAGES.skillsDuplicate],
    ['an unknown work type', { workType: 'moon' }, 'workType', PROJECT_MESSAGES.workType],
    ['an unknown plan', { plan: 'gold' }, 'plan', PROJECT_MESSAGES.plan],
  ])('refuses %s, naming the field', (_name, input, field, message) => {
    expect(fieldsOf(input)[field]).toBe(message);
  });
});

describe('milestones against the budget', () => {
  const fixed = { type: 'fixed' as const, min: 10_000, max: 10_000 };
  const m = (amount: number | null) => ({ title: 'Step', description: '', amount });

  it('accepts amounts adding up to the fixed budget, and milestones without amounts on any budget', () => {
    expect(milestonesProblem(fixed, [m(4_000), m(6_000)])).toBeNull();
    expect(milestonesProblem(null, [m(null), m(null)])).toBeNull();
    expect(milestonesProblem({ type: 'hourly', min: 50, max: 90 }, [m(null)])).toBeNull();
  });

  it('says what the amounts add up to when they differ from the budget', () => {
    expect(milestonesProblem(fixed, [m(4_000), m(5_000)])).toBe(PROJECT_MESSAGES.milestonesSum('$9,000', '$10,000'));
    expect(fieldsOf({ budget: { type: 'fixed', min: 10_000 }, milestones: [m(1)] }).milestones).toBe(
      PROJECT_MESSAGES.milestonesSum('$1', '$10,000'),
    );
  });

  it('refuses amounts on an hourly or range budget, or some amounts missing', () => {
    expect(milestonesProblem({ type: 'range', min: 1, max: 2 }, [m(1)])).toBe(PROJECT_MESSAGES.milestonesNeedFixed);
    expect(milestonesProblem(null, [m(1)])).toBe(PROJECT_MESSAGES.milestonesNeedFixed);
    expect(milestonesProblem(fixed, [m(10_000), m(null)])).toBe(PROJECT_MESSAGES.milestoneAmount);
  });

  it('accepts exactly the amounts that add up to a fixed budget (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: -2, max: 2 }),
        (amounts, delta) => {
          const sum = amounts.reduce((a, b) => a + b, 0);
          const budget = { type: 'fixed' as const, min: sum + delta, max: sum + delta };
          expect(milestonesProblem(budget, amounts.map(m)) === null).toBe(delta === 0);
        },
      ),
    );
  });
});

describe('saving and publishing', () => {
  const today = '2027-01-15';

  it('refuses a completion date before today (UTC) on every save; today itself is fine', () => {
    expect(saveProblems({ completionDate: '2027-01-14' }, today)).toEqual({
      completionDate: PROJECT_MESSAGES.completionPast,
    });
    expect(saveProblems({ completionDate: today }, today)).toEqual({});
    expect(saveProblems({ completionDate: null }, today)).toEqual({});
    expect(todayUtc(new Date('2027-01-15T23:59:59Z'))).toBe('2027-01-15');
  });

  it('needs a title, a description, a budget and a skill to publish', () => {
    expect(publishProblems(draft(), today)).toEqual({
      title: PROJECT_MESSAGES.titleRequired,
      description: PROJECT_MESSAGES.descriptionRequired,
      budget: PROJECT_MESSAGES.budgetRequired,
      skills: PROJECT_MESSAGES.skillRequired,
    });
    const complete = draft({
      title: 'Signal',
      description: 'Research.',
      skills: ['Python'],
      budget: { type: 'hourly', min: 60, max: 90 },
    });
    expect(publishProblems(complete, today)).toEqual({});
    expect(publishProblems({ ...complete, completionDate: '2027-01-01' }, today)).toEqual({
      completionDate: PROJECT_MESSAGES.completionPast,
    });
  });
});

describe('formatting and the market query', () => {
  it('formats budgets and durations as the cards show them', () => {
    expect(formatBudget({ type: 'fixed', min: 12_000, max: 12_000 })).toBe('$12,000');
    expect(formatBudget({ type: 'hourly', min: 60, max: 90 })).toBe('$60–$90 an hour');
    expect(formatBudget({ type: 'range', min: 10_000, max: 15_000 })).toBe('$10,000–$15,000');
    expect(formatDuration({ value: 1, unit: 'months' })).toBe('1 month');
    expect(formatDuration({ value: 6, unit: 'weeks' })).toBe('6 weeks');
  });

  it('buckets every duration in exactly one filter', () => {
    for (let days = 1; days <= 800; days++) {
      const buckets = Object.values(DURATION_FILTERS).filter((f) => days >= f.minDays && days <= f.maxDays);
      expect(buckets, `${days} days`).toHaveLength(1);
    }
  });

  it('reads the query with defaults and refuses unknown values by name', () => {
    expect(leapMarketQuerySchema.parse({})).toEqual({ sort: 'featured', page: 1 });
    expect(leapMarketQuerySchema.parse({ type: '', page: '3', q: ' vol ' })).toEqual({
      sort: 'featured',
      page: 3,
      q: 'vol',
    });
    const refused = leapMarketQuerySchema.safeParse({ duration: 'forever' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['duration']);
  });
});
