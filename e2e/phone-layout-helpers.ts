import type { Page } from '@playwright/test';

export const PHONE_VIEWPORT = { width: 390, height: 844 };

export interface LayoutProblems {
  /** How far the page scrolls sideways, in CSS pixels (0 when it does not). */
  sidewaysScroll: number;
  /** Elements of `main` whose content is cut off, described by tag, classes and text. */
  clipped: string[];
}

/**
 * What a phone user would see cut off. An element clips when its content is wider than its box and its overflow
 * hides the rest: `overflow-x: hidden | clip`, text-overflow, or a scroll region a keyboard cannot reach (no
 * tabindex: axe's scrollable-region-focusable). Deliberate truncation is allowed when the element (or an
 * ancestor) says so: a `title` holding the full text, or a `data-allow-clip` attribute.
 */
export async function layoutProblems(page: Page): Promise<LayoutProblems> {
  return page.evaluate(() => {
    const sidewaysScroll = document.documentElement.scrollWidth - window.innerWidth;
    const clipped: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      // Visually hidden text (sr-only) is a 1 px box by design.
      if (element.scrollWidth <= element.clientWidth + 1 || element.clientWidth <= 1) continue;
      if (element.closest('[data-allow-clip], [title]')) continue;
      const style = getComputedStyle(element);
      const hides = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      const unreachableScroll =
        (style.overflowX === 'auto' || style.overflowX === 'scroll') && !element.hasAttribute('tabindex');
      if (!hides && !unreachableScroll) continue;
      // SVG and canvas drawings (charts) size themselves; their scrollWidth says nothing about text.
      if (element.closest('svg, canvas, .recharts-wrapper')) continue;
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      clipped.push(`<${element.tagName.toLowerCase()} class="${element.className}"> ${text}`);
    }
    return { sidewaysScroll, clipped };
  });
}
