import { describe, expect, it } from 'vitest';
import type { OwnProject } from '../../../shared/contracts/projects';
import { DEFAULT_PROJECT_SKILLS, PROJECT_MESSAGES, projectDraftSchema } from '../../../shared/projects';
import { milestoneSumNote } from './components/milestones-field';
import { withoutErrorsOf } from './components/project-form';
import { skillRefusal } from './components/skills-field';
import { listingEnds } from './listing-dates';
import { amountOf, checkProjectForm, formPathOf, formValuesOf, toDraftInput } from './project-form-values';

const TODAY = '2026-11-25';

const filled = () => ({
  ...formValuesOf(),
  title: 'Vol surface calibration',
  description: 'Calibrate an SVI surface to our FX options quotes.',
  durationValue: '6',
  budgetMin: '12,000',
  milestones: [
    { title: 'Data', description: '', amount: '2000' },
    { title: 'Model', description: 'SVI fit', amount: '$6,000' },
    { title: 'Report', description: '', amount: '4000' },
  ],
});

describe('the post-project form values', () => {
  it('starts a new project with the spec defaults: Python and Machine Learning, weeks, fixed, remote, public, standard', () => {
    const values = formValuesOf();
    expect(values.skills).toEqual([...DEFAULT_PROJECT_SKILLS]);
    expect(values).toMatchObject({
      durationUnit: 'weeks',
      budgetType: 'fixed',
      workType: 'remote',
      visibility: 'public',
      plan: 'standard',
      nda: false,
      featured: false,
      urgent: false,
    });
  });

  it('sends typed amounts as whole numbers, blanks as none, and a fixed budget without a highest amount', () => {
    const input = toDraftInput(filled());
    expect(input.duration).toEqual({ value: 6, unit: 'weeks' });
    expect(input.budget).toEqual({ type: 'fixed', min: 12000 });
    expect(input.milestones?.map((m) => m.amount)).toEqual([2000, 6000, 4000]);
    expect(toDraftInput(formValuesOf()).budget).toBeNull();
    expect(toDraftInput(formValuesOf()).duration).toBeNull();
    expect(amountOf('12k')).toBeNaN();
    expect(amountOf('  ')).toBeNull();
  });

  it('keeps the public summary only for an NDA project', () => {
    expect(toDraftInput({ ...filled(), summary: 'FX vol work' }).summary).toBe('');
    expect(toDraftInput({ ...filled(), nda: true, summary: 'FX vol work' }).summary).toBe('FX vol work');
  });

  it('reads a saved project back into the same values it was saved from', () => {
    const fixed = projectDraftSchema.parse(toDraftInput(filled()));
    const fixedValues = formValuesOf({ ...fixed, id: 'p1' } as unknown as OwnProject);
    expect(fixedValues).toMatchObject({ budgetType: 'fixed', budgetMin: '12000', budgetMax: '', durationValue: '6' });
    expect(fixedValues.milestones[1]).toEqual({ title: 'Model', description: 'SVI fit', amount: '6000' });
    const ranged = { ...filled(), budgetType: 'range' as const, budgetMax: '15000', milestones: [] };
    const range = projectDraftSchema.parse(toDraftInput(ranged));
    expect(formValuesOf({ ...range, id: 'p2' } as unknown as OwnProject)).toMatchObject({
      budgetType: 'range',
      budgetMin: '12000',
      budgetMax: '15000',
    });
  });

  it('maps the API schema paths onto the form inputs that show their messages', () => {
    expect(formPathOf(['budget', 'max'])).toBe('budgetMax');
    expect(formPathOf(['budget'])).toBe('budgetMin');
    expect(formPathOf(['duration', 'value'])).toBe('durationValue');
    expect(formPathOf(['milestones', 1, 'amount'])).toBe('milestones.1.amount');
    expect(formPathOf(['milestones'])).toBe('milestones');
    expect(formPathOf(['skills', 3])).toBe('skills');
    expect(formPathOf(['title'])).toBe('title');
  });
});

describe('checking the form before sending', () => {
  it('passes three milestones that add up to the fixed budget, for a draft and for publishing', () => {
    expect(checkProjectForm(filled(), false, TODAY).ok).toBe(true);
    expect(checkProjectForm(filled(), true, TODAY).ok).toBe(true);
  });

  it('refuses milestones that do not add up, under the milestones, with the shared message', () => {
    const values = { ...filled(), budgetMin: '10000' };
    const result = checkProjectForm(values, false, TODAY);
    expect(result).toEqual({
      ok: false,
      errors: { milestones: PROJECT_MESSAGES.milestonesSum('$12,000', '$10,000') },
    });
  });

  it('names what publishing still needs, but lets a draft be saved without it', () => {
    const empty = { ...formValuesOf(), skills: [] };
    expect(checkProjectForm(empty, false, TODAY).ok).toBe(true);
    const result = checkProjectForm(empty, true, TODAY);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual({
        title: PROJECT_MESSAGES.titleRequired,
        description: PROJECT_MESSAGES.descriptionRequired,
        budgetMin: PROJECT_MESSAGES.budgetRequired,
        skills: PROJECT_MESSAGES.skillRequired,
      });
    }
  });

  it('refuses a duration of 0, a typo in the budget and a completion date in the past, each under its input', () => {
    const result = checkProjectForm(
      { ...filled(), durationValue: '0', budgetMin: '12k', milestones: [], completionDate: '2026-11-24' },
      false,
      TODAY,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.durationValue).toBe(PROJECT_MESSAGES.durationValue);
      expect(result.errors.budgetMin).toBe(PROJECT_MESSAGES.budgetAmount);
    }
    const past = checkProjectForm({ ...filled(), completionDate: '2026-11-24' }, false, TODAY);
    expect(past).toEqual({ ok: false, errors: { completionDate: PROJECT_MESSAGES.completionPast } });
  });

  it('refuses a highest amount below the lowest under the highest amount', () => {
    const result = checkProjectForm(
      { ...filled(), budgetType: 'hourly', budgetMin: '90', budgetMax: '60', milestones: [] },
      false,
      TODAY,
    );
    expect(result).toEqual({ ok: false, errors: { budgetMax: PROJECT_MESSAGES.budgetOrder } });
  });
});

describe('the milestones running sum', () => {
  it('says when the milestones make the whole fixed budget, and the shared message when they do not', () => {
    expect(milestoneSumNote({ budgetType: 'fixed', budgetMin: '12000' }, filled().milestones)).toEqual({
      matches: true,
      text: 'Milestones total $12,000, the whole fixed budget.',
    });
    expect(milestoneSumNote({ budgetType: 'fixed', budgetMin: '15000' }, filled().milestones)).toEqual({
      matches: false,
      text: PROJECT_MESSAGES.milestonesSum('$12,000', '$15,000'),
    });
    expect(milestoneSumNote({ budgetType: 'fixed', budgetMin: '' }, [])).toBeNull();
  });
});

describe('skills as chips', () => {
  it('refuses an empty skill and one already listed, whatever its case', () => {
    expect(skillRefusal(['Python'], '   ')).toBe('Type a skill to add.');
    expect(skillRefusal(['Python'], ' python ')).toBe('python is already listed.');
    expect(skillRefusal(['Python'], 'C++')).toBeNull();
  });
});

describe('when a listing ends', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('names the day a published listing ends, and says when it ended', () => {
    const listed = { status: 'published' as const, publishedAt: '2026-11-12T00:00:00Z' };
    expect(listingEnds({ ...listed, expiresAt: '2026-12-12T09:00:00Z' }, now)).toBe('Listing ends 12 Dec');
    expect(listingEnds({ ...listed, expiresAt: '2027-01-10T09:00:00Z' }, now)).toBe('Listing ends 10 Jan 2027');
    expect(listingEnds({ ...listed, expiresAt: '2026-11-24T09:00:00Z' }, now)).toBe('Listing ended');
    expect(listingEnds({ status: 'closed', publishedAt: listed.publishedAt, expiresAt: null }, now)).toBe(
      'Listing ended',
    );
    expect(listingEnds({ status: 'draft', publishedAt: null, expiresAt: null }, now)).toBeNull();
  });
});

describe('messages that go when their field changes', () => {
  const errors = { title: 'Add a title to publish', milestones: 'The milestones add up to…', budgetMax: 'Too low' };
  it('drops the changed field’s message, and the sum’s when an amount or the budget changes', () => {
    expect(withoutErrorsOf(errors, 'title')).toEqual({ milestones: errors.milestones, budgetMax: 'Too low' });
    expect(withoutErrorsOf(errors, 'milestones.2.amount')).toEqual({ title: errors.title, budgetMax: 'Too low' });
    expect(withoutErrorsOf(errors, 'budgetType')).toEqual({ title: errors.title });
    expect(withoutErrorsOf(errors, 'description')).toBe(errors);
  });
});
