import { describe, expect, it } from 'vitest';
import { PAGE_STATE_ELEMENT_ID } from '../../shared/page-state';
import { fillPageTemplate } from './page-template';

const TEMPLATE =
  '<!doctype html><html><head><title>QuantLeap</title></head><body><div id="root"><!--app-html--></div>' +
  '<script type="module" src="/assets/boot.js"></script></body></html>';

/** The state as a browser reads it back: the text of the JSON script element, parsed. */
function stateOf(page: string): unknown {
  const match = page.match(
    new RegExp(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">([^]*?)</script>`),
  );
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

describe('filling the page template', () => {
  it('puts the content, the escaped title and the state into the page', () => {
    const page = fillPageTemplate(TEMPLATE, {
      html: '<h1>Firms</h1>',
      title: 'Firms & <Funds> | QuantLeap',
      state: { queries: [{ queryKey: ['firms'], state: { data: { total: 150 } } }] },
    });
    expect(page).toContain('<div id="root"><h1>Firms</h1></div>');
    expect(page).toContain('<title>Firms &amp; &lt;Funds&gt; | QuantLeap</title>');
    expect(stateOf(page)).toEqual({ queries: [{ queryKey: ['firms'], state: { data: { total: 150 } } }] });
  });

  it('keeps data that looks like markup inside the JSON, where it cannot end the script or open another', () => {
    const hostile = {
      name: '</script><script>alert(1)</script>',
      comment: '<!-- <script>',
      separators: 'a\u2028b\u2029c',
      amp: 'R&D',
    };
    const page = fillPageTemplate(TEMPLATE, { html: '<p>x</p>', title: 't', state: hostile });
    // One script element of data and the module entry: nothing the data wrote became markup.
    expect(page.match(/<script\b/g)).toHaveLength(2);
    expect(page.match(/<\/script>/g)).toHaveLength(2);
    expect(page).not.toContain('<!-- <script>');
    expect(stateOf(page)).toEqual(hostile);
  });

  it('leaves the state out when there is none', () => {
    const page = fillPageTemplate(TEMPLATE, { html: '<p>About</p>', title: 'About' });
    expect(page).not.toContain(PAGE_STATE_ELEMENT_ID);
    expect(page.match(/<script\b/g)).toHaveLength(1);
  });

  it('treats $ patterns in the content literally', () => {
    const page = fillPageTemplate(TEMPLATE, { html: "<p>$& and $' pay</p>", title: '$1' });
    expect(page).toContain("<p>$& and $' pay</p>");
    expect(page).toContain('<title>$1</title>');
  });

  it('refuses rendered content that contains a script, which the CSP would block', () => {
    expect(() => fillPageTemplate(TEMPLATE, { html: '<script>x()</script>', title: 't' })).toThrow(/script/);
  });

  it('refuses a template without its marker', () => {
    expect(() => fillPageTemplate('<html></html>', { html: '', title: 't' })).toThrow(/marker/);
  });
});
