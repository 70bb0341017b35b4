import { describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../../shared/contracts/messages';
import { compareMessageIds, mergeNewest, newestFromOtherSide, readReceipt, withOlder } from './thread-cache';

const message = (id: string, side: Message['side'] = 'company'): Message => ({
  id,
  side,
  authorName: side === 'company' ? 'Fiona Firm' : 'Quinn Quant',
  fromMe: side === 'company',
  body: `message ${id}`,
  createdAt: '2026-03-02T10:00:00.000Z',
});

const thread = (ids: string[], olderCursor: string | null, extra: Partial<Conversation> = {}): Conversation => ({
  id: 'c1',
  side: 'company',
  counterpart: { name: 'Quinn Quant', company: null, companySlug: null, headline: null },
  subject: 'Volatility Researcher',
  status: 'open',
  declineReason: null,
  offer: null,
  application: null,
  canSend: true,
  cannotSendReason: null,
  readByOtherThrough: null,
  messages: ids.map((id) => message(id)),
  olderCursor,
  createdAt: '2026-03-02T10:00:00.000Z',
  ...extra,
});

const idsOf = (conversation: Conversation) => conversation.messages.map((m) => m.id);

describe('the thread kept in the query cache', () => {
  it('compares ids as 64-bit integers, beyond what a float holds exactly', () => {
    expect(compareMessageIds('9007199254740993', '9007199254740992')).toBe(1);
    expect(compareMessageIds('10', '9')).toBe(1);
    expect(compareMessageIds('42', '42')).toBe(0);
  });

  it('keeps the older messages already loaded when a poll brings new ones that meet them', () => {
    const shown = withOlder(thread(['50', '60', '70'], '50'), thread(['10', '20'], null));
    expect(idsOf(shown)).toEqual(['10', '20', '50', '60', '70']);
    expect(shown.olderCursor).toBeNull();
    const polled = mergeNewest(shown, thread(['60', '70', '80'], '60', { canSend: false }));
    expect(idsOf(polled)).toEqual(['10', '20', '50', '60', '70', '80']);
    expect(polled.olderCursor).toBeNull();
    expect(polled.canSend).toBe(false);
  });

  it('drops what is shown when the new page does not reach it, instead of leaving a hole', () => {
    const polled = mergeNewest(thread(['10', '20'], null), thread(['40', '50'], '40'));
    expect(idsOf(polled)).toEqual(['40', '50']);
    expect(polled.olderCursor).toBe('40');
  });

  it('takes the new page alone for another conversation or an empty cache', () => {
    expect(idsOf(mergeNewest(undefined, thread(['5'], null)))).toEqual(['5']);
    expect(idsOf(mergeNewest({ ...thread(['1'], null), id: 'other' }, thread(['5'], null)))).toEqual(['5']);
  });

  it('shows "Seen" under our side’s newest message once the other side has read through it', () => {
    const conversation = thread([], null, {
      messages: [message('10'), message('20', 'quant'), message('30')],
      readByOtherThrough: '20',
    });
    expect(readReceipt(conversation)).toEqual({ messageId: '30', label: 'Sent' });
    expect(readReceipt({ ...conversation, readByOtherThrough: '30' })).toEqual({ messageId: '30', label: 'Seen' });
    expect(readReceipt({ ...conversation, messages: [message('20', 'quant')] })).toBeNull();
    expect(newestFromOtherSide(conversation)?.id).toBe('20');
  });
});
