import { describe, expect, it } from 'vitest';
import type { OwnProposal } from '../../../../shared/contracts/projects';
import { PROPOSAL_MESSAGES } from '../../../../shared/projects';
import {
  checkProposal,
  milestoneSum,
  proposalErrorsFrom,
  proposalInput,
  proposalValues,
  type ProposalTarget,
} from './proposal-values';

const TODAY = '2026-11-25';
const NOTE = 'I have reviewed execution signals for two desks and would start with a fill-level audit.';
const FIXED: ProposalTarget = { budgetType: 'fixed', budget: { min: 30_000, max: 30_000 }, milestoneCount: 2 };
const HOURLY: ProposalTarget = { budgetType: 'hourly', budget: { min: 80, max: 120 }, milestoneCount: 0 };
const RANGE: ProposalTarget = { budgetType: 'range', budget: { min: 10_000, max: 15_000 }, milestoneCount: 0 };

const filled = (target: ProposalTarget, patch: Partial<ReturnType<typeof proposalValues>> = {}) => ({
  ...proposalValues(target),
  coverNote: NOTE,
  priceMin: '30,000',
  startDate: '2026-12-01',
  ...patch,
});

describe('the proposal form values', () => {
  it('start blank with one milestone amount per project milestone', () => {
    expect(proposalValues(FIXED)).toEqual({
      coverNote: '',
      priceMin: '',
      priceMax: '',
      startDate: '',
      milestoneAmounts: ['', ''],
    });
  });

  it('fill from the proposal being edited, the range top only for a range', () => {
    const proposal = {
      coverNote: NOTE,
      price: { min: 12_000, max: 12_000 },
      startDate: '2027-01-04',
      milestoneAmounts: [5_000, 7_000],
    } as OwnProposal;
    expect(proposalValues(FIXED, proposal)).toMatchObject({
      priceMin: '12000',
      priceMax: '',
      milestoneAmounts: ['5000', '7000'],
    });
    expect(proposalValues(RANGE, { ...proposal, price: { min: 11_000, max: 13_000 } }).priceMax).toBe('13000');
  });

  it('send one amount for fixed and hourly, min–max for a range, and no milestones when none were typed', () => {
    expect(proposalInput(FIXED, filled(FIXED))).toEqual({
      coverNote: NOTE,
      price: { min: 30_000 },
      startDate: '2026-12-01',
      milestoneAmounts: null,
    });
    expect(proposalInput(RANGE, filled(RANGE, { priceMin: '11000', priceMax: '$12,500' })).price).toEqual({
      min: 11_000,
      max: 12_500,
    });
  });

  it('pass a complete fixed proposal whose milestones add up to the price', () => {
    const checked = checkProposal(FIXED, filled(FIXED, { milestoneAmounts: ['10000', '20000'] }), TODAY);
    expect(checked.errors).toBeNull();
    expect(checked.input?.milestoneAmounts).toEqual([10_000, 20_000]);
  });

  it('name every field the shared schema refuses, under its field', () => {
    const checked = checkProposal(FIXED, proposalValues(FIXED), TODAY);
    expect(checked.errors).toEqual({
      coverNote: PROPOSAL_MESSAGES.coverNote,
      price: PROPOSAL_MESSAGES.priceAmount,
      startDate: PROPOSAL_MESSAGES.startDate,
    });
  });

  it('refuse what does not fit the project: milestones off the price, a rate outside the range, a past start', () => {
    expect(checkProposal(FIXED, filled(FIXED, { milestoneAmounts: ['10000', '15000'] }), TODAY).errors).toEqual({
      milestoneAmounts: PROPOSAL_MESSAGES.milestonesSum(25_000, 30_000),
    });
    expect(checkProposal(HOURLY, filled(HOURLY, { priceMin: '150', startDate: '2026-11-24' }), TODAY).errors).toEqual({
      price: PROPOSAL_MESSAGES.hourlyOutsideRange(80, 120),
      startDate: PROPOSAL_MESSAGES.startPast,
    });
    expect(checkProposal(RANGE, filled(RANGE, { priceMin: '12000', priceMax: '11000' }), TODAY).errors).toEqual({
      price: PROPOSAL_MESSAGES.priceOrder,
    });
  });

  it('key server field errors by the form field, the first message winning', () => {
    expect(
      proposalErrorsFrom({ 'price.min': 'A', 'milestoneAmounts.1': 'B', 'milestoneAmounts.0': 'C', other: 'D' }),
    ).toEqual({ price: 'A', milestoneAmounts: 'B' });
  });

  it('sum the milestone amounts typed so far, skipping blank and unreadable ones', () => {
    expect(milestoneSum(filled(FIXED, { milestoneAmounts: ['10,000', ''] }))).toBe(10_000);
    expect(milestoneSum(filled(FIXED, { milestoneAmounts: ['abc', '5000'] }))).toBe(5_000);
  });
});
