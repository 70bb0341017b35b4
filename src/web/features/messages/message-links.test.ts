import { describe, expect, it } from 'vitest';
import { messageParts } from './message-links';

describe('links in a message', () => {
  it('makes http and https addresses links and keeps the rest as text, newlines included', () => {
    expect(messageParts('See https://example.com/job?id=7 and\nhttp://a.io/x.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/job?id=7', href: 'https://example.com/job?id=7' },
      { kind: 'text', text: ' and\n' },
      { kind: 'link', text: 'http://a.io/x', href: 'http://a.io/x' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves a sentence’s closing punctuation out, but keeps brackets the address opened', () => {
    expect(messageParts('(see https://en.wikipedia.org/wiki/Kelly_(criterion)), ok')).toEqual([
      { kind: 'text', text: '(see ' },
      {
        kind: 'link',
        text: 'https://en.wikipedia.org/wiki/Kelly_(criterion)',
        href: 'https://en.wikipedia.org/wiki/Kelly_(criterion)',
      },
      { kind: 'text', text: '), ok' },
    ]);
  });

  it('never links other schemes or markup: javascript:, data:, mailto: and tags stay text', () => {
    for (const body of ['javascript:alert(1)', 'data:text/html,hi', 'mailto:a@b.c', '<a href="x">y</a>']) {
      expect(messageParts(body)).toEqual([{ kind: 'text', text: body }]);
    }
  });

  it('stops an address at a quote or angle bracket', () => {
    expect(messageParts('"https://a.io/x"<b>')).toEqual([
      { kind: 'text', text: '"' },
      { kind: 'link', text: 'https://a.io/x', href: 'https://a.io/x' },
      { kind: 'text', text: '"<b>' },
    ]);
  });

  it('gives an empty message no parts and a message without links one', () => {
    expect(messageParts('')).toEqual([]);
    expect(messageParts('Thanks!')).toEqual([{ kind: 'text', text: 'Thanks!' }]);
  });
});
