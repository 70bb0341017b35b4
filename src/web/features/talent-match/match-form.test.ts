import { describe, expect, it } from 'vitest';
import type { MatchSource, RecentMatch } from '../../../shared/contracts/talent';
import { MATCH_MESSAGES, matchCriteriaSchema } from '../../../shared/talent-match';
import {
  CHOOSE_SOURCE,
  chooseSource,
  criteriaOf,
  emptyForm,
  fieldErrorsOf,
  firstErrorField,
  loadCriteria,
  numberOf,
  originOf,
  rerunCriteria,
  sourceKey,
  validateForm,
  type MatchForm,
} from './match-form';

const SAVED: RecentMatch['criteria'] = {
  jobTitle: 'Volatility Researcher',
  description: 'Build volatility surfaces for index options.',
  requiredSkills: ['Python', 'Stochastic Calculus'],
  highPrioritySkills: ['kdb+/q'],
  minYears: 3,
  location: 'London',
  education: "Master's",
  availability: 'Available within 2 weeks',
  expandGlobally: false,
  budgetHourly: 150,
};

const POSITION: MatchSource = {
  kind: 'position',
  id: '5b0c7a8e-8d9a-4f57-9a43-0f1f2b3c4d5e',
  title: 'Rates Research Intern',
  status: 'Open',
  criteria: {
    positionId: '5b0c7a8e-8d9a-4f57-9a43-0f1f2b3c4d5e',
    jobTitle: 'Rates Research Intern',
    description: 'Ten weeks on rates models.',
    requiredSkills: ['Python', 'Probability'],
    highPrioritySkills: [],
    minYears: null,
    location: 'Zurich, Switzerland',
    education: null,
    availability: null,
    expandGlobally: false,
    budgetHourly: null,
  },
};

const PROJECT: MatchSource = {
  kind: 'project',
  id: '9a1d2c3b-4e5f-4a6b-8c7d-1e2f3a4b5c6d',
  title: 'Intraday volatility forecasting',
  status: 'Published',
  criteria: {
    projectId: '9a1d2c3b-4e5f-4a6b-8c7d-1e2f3a4b5c6d',
    jobTitle: 'Intraday volatility forecasting',
    description: 'Backtest an intraday volatility forecast.',
    requiredSkills: ['Python', 'Time Series'],
    highPrioritySkills: [],
    minYears: 5,
    location: 'Remote',
    education: "Master's",
    availability: null,
    expandGlobally: false,
    budgetHourly: 140,
  },
};

/** A description-mode form with these criteria typed in. */
function described(patch: Partial<MatchForm['description']>, shared: Partial<MatchForm['shared']> = {}): MatchForm {
  const form = emptyForm();
  return { ...form, description: { ...form.description, ...patch }, shared: { ...form.shared, ...shared } };
}

describe('the match form as criteria', () => {
  it('sends the description mode with its numbers parsed and blanks as "no preference"', () => {
    const form = described(
      { jobTitle: 'Quant Dev', requiredSkills: ['C++'], minYears: ' 5 ', education: 'Ph.D.' },
      { highPrioritySkills: ['HFT'], availability: 'Available now', expandGlobally: true, budgetHourly: '$1,200' },
    );
    expect(criteriaOf(form)).toEqual({
      jobTitle: 'Quant Dev',
      description: '',
      requiredSkills: ['C++'],
      highPrioritySkills: ['HFT'],
      minYears: 5,
      location: '',
      education: 'Ph.D.',
      availability: 'Available now',
      expandGlobally: true,
      budgetHourly: 1200,
    });
    const blank = criteriaOf(described({ jobTitle: 'Quant Dev' }));
    expect(blank).toMatchObject({ minYears: null, education: null, availability: null, budgetHourly: null });
    expect(blank).not.toHaveProperty('positionId');
  });

  it('sends the chosen position only from the project mode, with the criteria it filled in as edited', () => {
    const chosen = chooseSource({ ...emptyForm(), mode: 'project' }, POSITION);
    expect(chosen.project.requiredSkills).toEqual(['Python', 'Probability']);
    const edited = { ...chosen, project: { ...chosen.project, requiredSkills: ['Python'], minYears: '2' } };
    expect(criteriaOf(edited)).toMatchObject({
      positionId: POSITION.id,
      jobTitle: 'Rates Research Intern',
      requiredSkills: ['Python'],
      minYears: 2,
      location: 'Zurich, Switzerland',
    });
    // The description tab keeps its own criteria and never sends the position.
    expect(criteriaOf({ ...edited, mode: 'description' })).not.toHaveProperty('positionId');
    expect(chooseSource(edited, undefined)).toMatchObject({ source: null, project: { requiredSkills: [] } });
  });

  it("sends a chosen project's id as projectId, with its criteria and its hourly budget filled in", () => {
    const chosen = chooseSource({ ...emptyForm(), mode: 'project' }, PROJECT);
    expect(chosen.source).toEqual({ kind: 'project', id: PROJECT.id });
    expect(chosen.project).toEqual({
      jobTitle: 'Intraday volatility forecasting',
      description: 'Backtest an intraday volatility forecast.',
      requiredSkills: ['Python', 'Time Series'],
      minYears: '5',
      location: 'Remote',
      education: "Master's",
    });
    expect(chosen.shared.budgetHourly).toBe('140');
    const sent = criteriaOf(chosen);
    expect(sent).toMatchObject({ projectId: PROJECT.id, minYears: 5, education: "Master's", budgetHourly: 140 });
    expect(sent).not.toHaveProperty('positionId');
    expect(matchCriteriaSchema.safeParse(sent).success).toBe(true);
    // Then a position: its id replaces the project's, and the budget typed or filled in before stays.
    const switched = criteriaOf(chooseSource(chosen, POSITION));
    expect(switched).toMatchObject({ positionId: POSITION.id, budgetHourly: 140 });
    expect(switched).not.toHaveProperty('projectId');
  });

  it('keys the select by kind and id, so a position and a project never share a value', () => {
    expect(sourceKey(POSITION)).toBe(`position:${POSITION.id}`);
    expect(sourceKey({ kind: 'project', id: POSITION.id })).not.toBe(sourceKey(POSITION));
  });

  it('turns what is not a whole number into NaN, so the shared schema refuses it with its own message', () => {
    expect(numberOf('')).toBeNull();
    expect(numberOf('  ')).toBeNull();
    expect(numberOf('150')).toBe(150);
    expect(numberOf('2.5')).toBe(2.5);
    expect(numberOf('three')).toBeNaN();
    expect(numberOf('-3')).toBeNaN();
  });
});

describe('checking the form before it is sent', () => {
  it('passes criteria the API accepts, and the API accepts what it passes', () => {
    const form = described({ jobTitle: 'Quant Researcher', minYears: '3' }, { budgetHourly: '150' });
    expect(validateForm(form)).toEqual({});
    expect(matchCriteriaSchema.safeParse(criteriaOf(form)).success).toBe(true);
  });

  it("names each bad field with the API's message, and the first in the form's order gets the focus", () => {
    const errors = validateForm(
      described({ jobTitle: 'Quant', minYears: '2.5', education: '' }, { budgetHourly: 'lots' }),
    );
    expect(errors).toEqual({ minYears: MATCH_MESSAGES.years, budgetHourly: MATCH_MESSAGES.budget });
    expect(firstErrorField(errors)).toBe('minYears');
    expect(validateForm(described({ jobTitle: 'x'.repeat(121) }))).toEqual({ jobTitle: MATCH_MESSAGES.jobTitle });
  });

  it('asks for something to match against, under the required skills', () => {
    expect(validateForm(emptyForm())).toEqual({ requiredSkills: MATCH_MESSAGES.nothingToMatch });
  });

  it('asks for a position or project first in the project mode', () => {
    expect(validateForm({ ...emptyForm(), mode: 'project' })).toEqual({ source: CHOOSE_SOURCE });
    expect(validateForm(chooseSource({ ...emptyForm(), mode: 'project' }, POSITION))).toEqual({});
    expect(validateForm(chooseSource({ ...emptyForm(), mode: 'project' }, PROJECT))).toEqual({});
  });

  it("puts the server's field messages on the form's fields (a list item's message on its list)", () => {
    expect(
      fieldErrorsOf({
        'requiredSkills.3': MATCH_MESSAGES.requiredSkills,
        budgetHourly: MATCH_MESSAGES.budget,
        somethingElse: 'not a field of the form',
      }),
    ).toEqual({ requiredSkills: MATCH_MESSAGES.requiredSkills, budgetHourly: MATCH_MESSAGES.budget });
    // The API names the source by its id; the form has one select for both.
    expect(fieldErrorsOf({ projectId: MATCH_MESSAGES.oneSource })).toEqual({ source: MATCH_MESSAGES.oneSource });
    expect(fieldErrorsOf({ positionId: MATCH_MESSAGES.positionNotFound })).toEqual({
      source: MATCH_MESSAGES.positionNotFound,
    });
  });
});

describe('recent matches and the form', () => {
  it('Edit criteria loads a description match into the description tab, settings included', () => {
    const form = loadCriteria(emptyForm(), SAVED, [POSITION]);
    expect(form.mode).toBe('description');
    expect(form.description).toEqual({
      jobTitle: 'Volatility Researcher',
      description: 'Build volatility surfaces for index options.',
      requiredSkills: ['Python', 'Stochastic Calculus'],
      minYears: '3',
      location: 'London',
      education: "Master's",
    });
    expect(form.shared).toEqual({
      highPrioritySkills: ['kdb+/q'],
      availability: 'Available within 2 weeks',
      expandGlobally: false,
      budgetHourly: '150',
    });
    // Loaded, then sent unchanged, it is the same match.
    expect(criteriaOf(form)).toEqual(rerunCriteria(SAVED));
  });

  it("Edit criteria opens a position's match in the project tab, and as a description once the position is gone", () => {
    const fromPosition = { ...POSITION.criteria, requiredSkills: ['Python'] };
    const form = loadCriteria(emptyForm(), fromPosition, [POSITION]);
    expect(form).toMatchObject({
      mode: 'project',
      source: { kind: 'position', id: POSITION.id },
      project: { requiredSkills: ['Python'] },
    });
    expect(criteriaOf(form)).toMatchObject({ positionId: POSITION.id, requiredSkills: ['Python'] });

    const orphan = loadCriteria(emptyForm(), fromPosition, []);
    expect(orphan).toMatchObject({ mode: 'description', source: null, description: { requiredSkills: ['Python'] } });
    expect(criteriaOf(orphan)).not.toHaveProperty('positionId');
  });

  it("Edit criteria opens a project's match in the project tab, and as a description once the project is closed", () => {
    const fromProject = { ...PROJECT.criteria, minYears: 3 };
    const form = loadCriteria(emptyForm(), fromProject, [POSITION, PROJECT]);
    expect(form).toMatchObject({
      mode: 'project',
      source: { kind: 'project', id: PROJECT.id },
      project: { minYears: '3' },
    });
    expect(criteriaOf(form)).toMatchObject({ projectId: PROJECT.id, minYears: 3, budgetHourly: 140 });
    // A position with the project's id is another thing: the match opens as a description.
    const samePositionId = { ...POSITION, id: PROJECT.id };
    const orphan = loadCriteria(emptyForm(), fromProject, [samePositionId]);
    expect(orphan).toMatchObject({ mode: 'description', source: null, description: { minYears: '3' } });
    expect(criteriaOf(orphan)).not.toHaveProperty('projectId');
  });

  it('says what each recent match was run from', () => {
    expect(originOf(PROJECT.criteria)).toBe('From a project');
    expect(originOf(POSITION.criteria)).toBe('From an internship position');
    expect(originOf(SAVED)).toBeNull();
  });

  it('Edit criteria keeps what the other tab holds', () => {
    const typed = described({ jobTitle: 'Typed before' });
    const form = loadCriteria(typed, POSITION.criteria, [POSITION]);
    expect(form.description.jobTitle).toBe('Typed before');
  });

  it('Run again sends the saved criteria as they were', () => {
    expect(rerunCriteria(SAVED)).toEqual(SAVED);
    expect(matchCriteriaSchema.safeParse(rerunCriteria(SAVED)).success).toBe(true);
  });
});
