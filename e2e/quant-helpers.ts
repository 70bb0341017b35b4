import type { Page } from '@playwright/test';
import { csrfHeaders } from './company-helpers';
import { expect } from './fixtures';

/** The body of `PUT /api/quant-profile/basic` for a filled-in profile titled `title`. */
export function quantBasics(name: string, title: string, isVisible: boolean) {
  return {
    fullName: name,
    title,
    location: 'Stockholm, Sweden',
    bio: 'Term-structure models and stochastic volatility.',
    hourlyRateMin: 110,
    hourlyRateMax: 140,
    linkedinUrl: '',
    githubUrl: '',
    isVisible,
    preferences: { remote: true, fullTime: false, contract: true },
    availability: 'Available within 2 weeks',
  };
}

/**
 * The signed-in page's user fills in a quant profile shown to firms, through the API: titled and skilled with the
 * journey's tag, so a firm finds exactly them in the directory (`?q=<tag>`).
 */
export async function becomeVisibleQuant(page: Page, name: string, tag: string): Promise<void> {
  const headers = await csrfHeaders(page.request);
  const put = async (part: string, data: unknown) => {
    const response = await page.request.put(`/api/quant-profile/${part}`, { headers, data });
    expect(response.status(), await response.text()).toBe(200);
  };
  await put('basic', quantBasics(name, `Rates Quant ${tag}`, true));
  await put('skills', { skills: ['Python', 'Fixed Income', tag] });
}
