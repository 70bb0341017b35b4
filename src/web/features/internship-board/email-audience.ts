import type { BulkEmailInput } from '../../../shared/interviews';
import { applicantsQuery, type ApplicantFilters } from './applicant-filters';

/** Who an e-mail to applicants goes to: the board's filters, as the list's query string names them. */
export type EmailAudience = Partial<
  Record<'q' | 'university' | 'degreeLevel' | 'skills' | 'minGpa' | 'graduationYear' | 'status' | 'positionId', string>
>;

/**
 * The audience of "Email these applicants": exactly the filters the list shows (the same mapping as its query, so
 * the preview's count is the list's, less withdrawn applicants), without sort and page.
 */
export function audienceFromFilters(filters: ApplicantFilters): EmailAudience {
  const query = applicantsQuery({ ...filters, sort: 'newest', page: 1 });
  return Object.fromEntries(query) as EmailAudience;
}

/** The quick action's audience: every applicant, or those of one position. */
export function audienceOfPosition(positionId: string): EmailAudience {
  return positionId ? { positionId } : {};
}

/** The audience in words, one filter per line ("Status: Shortlisted"); empty for every applicant. */
export function describeAudience(
  audience: EmailAudience,
  positions: readonly { id: string; title: string }[],
): string[] {
  const lines: string[] = [];
  if (audience.positionId) {
    const title = positions.find((position) => position.id === audience.positionId)?.title;
    lines.push(`Position: ${title ?? 'one of your positions'}`);
  }
  if (audience.status) lines.push(`Status: ${audience.status}`);
  if (audience.q) lines.push(`Search: “${audience.q}”`);
  if (audience.university) lines.push(`University: ${audience.university}`);
  if (audience.degreeLevel) lines.push(`Degree: ${audience.degreeLevel}`);
  if (audience.skills) lines.push(`Skills: ${audience.skills.split(',').join(', ')}`);
  if (audience.minGpa) lines.push(`Minimum GPA: ${audience.minGpa}`);
  if (audience.graduationYear) lines.push(`Graduating: ${audience.graduationYear}`);
  return lines;
}

/**
 * What a preview was made for: the audience and the words as the server reads them (trimmed). Send is offered only
 * while the form still says what was previewed.
 */
export function previewKey(input: BulkEmailInput): string {
  const audience = Object.entries((input.audience ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([audience, String(input.subject).trim(), String(input.body).trim()]);
}

/** "1 applicant", "2 applicants". */
export const applicantCount = (n: number) => (n === 1 ? '1 applicant' : `${n.toLocaleString('en-US')} applicants`);
