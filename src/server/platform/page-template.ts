import { escapeHtml } from '../../shared/escape-html';
import { PAGE_STATE_ELEMENT_ID, serializePageState } from '../../shared/page-state';

export interface PageContent {
  html: string;
  title: string;
  state?: unknown;
}

const MARKER = '<!--app-html-->';

/** Puts a rendered page into the built HTML template (dist/…/prerendered.html): content, title and query state. */
export function fillPageTemplate(template: string, page: PageContent): string {
  if (!template.includes(MARKER)) throw new Error('the page template lost its <!--app-html--> marker');
  if (/<script[\s>]/i.test(page.html)) throw new Error('a rendered page contains a script; the CSP would block it');
  const state =
    page.state === undefined
      ? ''
      : `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${serializePageState(page.state)}</script>`;
  return template
    .replace(MARKER, () => page.html + '')
    .replace('</body>', () => `${state}</body>`)
    .replace(/<title>.*?<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
}
