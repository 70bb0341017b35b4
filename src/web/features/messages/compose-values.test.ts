import { describe, expect, it } from 'vitest';
import { MESSAGE_MESSAGES } from '../../../shared/message-rules';
import { PAY_MESSAGES } from '../../../shared/pay';
import { composeTargetFrom } from './compose-target';
import { amountOf, composeResolver, EMPTY_COMPOSE, toStartInput, type ComposeValues } from './compose-values';

const PROFILE = '6f0f7c1e-4a44-4c55-9a0e-2f1f6f0a1b2c';
const firm = { as: 'company', profileId: PROFILE } as const;

const filled: ComposeValues = {
  offer: {
    roleTitle: 'Volatility Researcher',
    roleCategory: 'Quant Researcher',
    level: 'Junior',
    region: 'EMEA',
    remote: false,
    location: 'London, UK',
    pay: { period: 'month', min: '9,000', max: '$11000', bonus: '' },
    nextStep: 'A call with the desk head',
  },
  body: '  We liked your work.  ',
};

const check = (values: ComposeValues, target = composeTargetFrom(new URLSearchParams({ profile: PROFILE }))!) =>
  composeResolver(target)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the compose screen', () => {
  it('reads who to write to from its address, and nothing else', () => {
    expect(composeTargetFrom(new URLSearchParams(`profile=${PROFILE}`))).toEqual(firm);
    expect(composeTargetFrom(new URLSearchParams('application=a1&as=quant'))).toEqual({
      as: 'quant',
      applicationId: 'a1',
    });
    expect(composeTargetFrom(new URLSearchParams('application=a1&as=admin'))).toBeNull();
    expect(composeTargetFrom(new URLSearchParams('application=a1'))).toBeNull();
    expect(composeTargetFrom(new URLSearchParams(`profile=${PROFILE}&application=a1&as=company`))).toBeNull();
    expect(composeTargetFrom(new URLSearchParams(''))).toBeNull();
  });

  it('reads amounts as typed, with separators and a dollar sign', () => {
    expect(amountOf('9,500')).toBe(9500);
    expect(amountOf(' $45 ')).toBe(45);
    expect(amountOf('')).toBeNaN();
  });

  it('sends a firm’s offer with whole-dollar amounts, and a quant’s text alone', () => {
    expect(toStartInput(filled, firm)).toMatchObject({
      as: 'company',
      to: { kind: 'profile', profileId: PROFILE },
      offer: { roleTitle: 'Volatility Researcher', pay: { period: 'month', min: 9000, max: 11000 } },
    });
    expect(toStartInput(filled, { as: 'quant', applicationId: PROFILE })).toEqual({
      as: 'quant',
      to: { kind: 'application', applicationId: PROFILE },
      body: filled.body,
    });
  });

  it('passes a complete offer, trimmed as the API stores it', async () => {
    const result = await check(filled);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ body: 'We liked your work.', offer: { location: 'London, UK' } });
  });

  it('puts the API’s messages under each nested field', async () => {
    const { errors } = await check(EMPTY_COMPOSE);
    expect(errors.offer?.roleTitle?.message).toBe(MESSAGE_MESSAGES.roleTitle);
    expect(errors.offer?.roleCategory?.message).toBe(MESSAGE_MESSAGES.roleCategory);
    expect(errors.offer?.pay?.min?.message).toBe(PAY_MESSAGES.amount);
    expect(errors.offer?.nextStep?.message).toBe(MESSAGE_MESSAGES.nextStep);
    expect(errors.body?.message).toBe(MESSAGE_MESSAGES.empty);

    const reversed = await check({
      ...filled,
      offer: { ...filled.offer, pay: { period: 'month', min: '9000', max: '8000', bonus: '' } },
    });
    expect(reversed.errors.offer?.pay?.max?.message).toBe(PAY_MESSAGES.order);
    const nowhere = await check({ ...filled, offer: { ...filled.offer, location: '' } });
    expect(nowhere.errors.offer?.location?.message).toBe(MESSAGE_MESSAGES.location);
    const remote = await check({ ...filled, offer: { ...filled.offer, location: '', remote: true } });
    expect(remote.errors).toEqual({});
  });

  it('takes a yearly salary with an optional bonus, and a bonus only with a yearly salary', async () => {
    const yearly = {
      ...filled,
      offer: { ...filled.offer, pay: { period: 'year', min: '180,000', max: '220000', bonus: '$60,000' } },
    } as const;
    expect(toStartInput(yearly, firm)).toMatchObject({
      offer: { pay: { period: 'year', min: 180000, max: 220000, bonus: 60000 } },
    });
    expect((await check(yearly)).errors).toEqual({});
    // Switched back to monthly: the hidden bonus is kept as typed but not sent.
    const monthly = {
      ...yearly,
      offer: { ...yearly.offer, pay: { ...yearly.offer.pay, period: 'month', min: '9000', max: '11000' } },
    } as const;
    expect(toStartInput(monthly, firm)).toMatchObject({ offer: { pay: { period: 'month', bonus: null } } });
    expect((await check(monthly)).errors).toEqual({});
    const tooHigh = await check({
      ...yearly,
      offer: { ...yearly.offer, pay: { ...yearly.offer.pay, max: '3000000' } },
    });
    expect(tooHigh.errors.offer?.pay?.max?.message).toBe(PAY_MESSAGES.tooHigh('year'));
    const badBonus = await check({
      ...yearly,
      offer: { ...yearly.offer, pay: { ...yearly.offer.pay, bonus: 'lots' } },
    });
    expect(badBonus.errors.offer?.pay?.bonus?.message).toBe(PAY_MESSAGES.bonus);
  });

  it('shows a problem with the recipient above the buttons', async () => {
    const { errors } = await check(filled, { as: 'company', profileId: 'not-an-id' });
    expect(errors.root?.server?.message).toBe(MESSAGE_MESSAGES.notContactable);
  });
});
