import { get, set, type FieldErrors, type Resolver } from 'react-hook-form';
import { startConversationSchema, type StartConversation } from '../../../shared/messages';
import type { OfferPayPeriod } from '../../../shared/pay';
import { recipientOf, type ComposeTarget } from './compose-target';

/** The compose form as typed: choices start empty and amounts are text until checked. */
export interface ComposeValues {
  offer: {
    roleTitle: string;
    roleCategory: string;
    level: string;
    region: string;
    remote: boolean;
    location: string;
    pay: { period: OfferPayPeriod; min: string; max: string; bonus: string };
    nextStep: string;
  };
  body: string;
}

export const EMPTY_COMPOSE: ComposeValues = {
  offer: {
    roleTitle: '',
    roleCategory: '',
    level: '',
    region: '',
    remote: false,
    location: '',
    pay: { period: 'month', min: '', max: '', bonus: '' },
    nextStep: '',
  },
  body: '',
};

/** The parts of the form; a message about anything else (the recipient) is shown above the buttons. */
export const COMPOSE_FIELDS = ['offer', 'body'] as const;

/** An amount as typed ("8,000", "$8000") as a number; blank is not a number, so the schema names it. */
export function amountOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.replace(/[,$\s]/g, ''));
}

/**
 * The pay as the API takes it: amounts as numbers; a bonus only with a yearly salary (its field is hidden for other
 * periods but keeps what was typed, should the firm switch back), and left blank as none.
 */
export function payOf(pay: ComposeValues['offer']['pay']) {
  return {
    period: pay.period,
    min: amountOf(pay.min),
    max: amountOf(pay.max),
    bonus: pay.period !== 'year' || pay.bonus.trim() === '' ? null : amountOf(pay.bonus),
  };
}

/** What the API takes: a firm's message carries the offer; a quant's (about their application) only the text. */
export function toStartInput(values: ComposeValues, target: ComposeTarget): unknown {
  const { pay, ...offer } = values.offer;
  return {
    as: target.as,
    to: recipientOf(target),
    ...(target.as === 'company' ? { offer: { ...offer, pay: payOf(pay) } } : {}),
    body: values.body,
  };
}

/**
 * Checks the form with the API's own schema (startConversationSchema), so each field shows the message the server
 * would answer, under its nested name (offer.pay.min); the first message per field wins.
 */
export function composeResolver(target: ComposeTarget): Resolver<ComposeValues, unknown, StartConversation> {
  return (values) => {
    const result = startConversationSchema.safeParse(toStartInput(values, target));
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<ComposeValues> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      const shown = (COMPOSE_FIELDS as readonly string[]).includes(String(issue.path[0]));
      const name = shown ? path : 'root.server';
      if (!get(errors, name)) set(errors, name, { type: 'validation', message: issue.message });
    }
    return { values: {}, errors };
  };
}
