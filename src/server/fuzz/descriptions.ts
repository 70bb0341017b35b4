import fc from 'fast-check';
import { edgeNumber, junkNumber, junkValue } from './arbitraries';
import { fillParameters, type ApiRoute } from './route-catalog';
import type { SchemaVocabulary } from './schema-vocabulary';

/** What a description may draw on to build concrete paths. */
export interface DescriptionContext {
  /** Junk and well-formed path segments (arbitraries.ts). */
  segment: fc.Arbitrary<string>;
  /** better-auth's own endpoints, each with its method. */
  betterAuth: ApiRoute[];
  /** Slugs of real interview questions, so attempts reach the grading code and not only the 404. */
  interviewSlugs: string[];
  vocabulary: SchemaVocabulary;
}

/** Keyset cursors as the compensation table writes them (base64url JSON [value, id]) holding junk. */
const compensationCursor = ({ vocabulary }: DescriptionContext) =>
  fc
    .tuple(
      fc.oneof({ arbitrary: edgeNumber, weight: 4 }, { arbitrary: junkNumber, weight: 2 }, junkValue(vocabulary)),
      fc.oneof({ arbitrary: fc.uuid(), weight: 4 }, junkValue(vocabulary)),
      fc.constantFrom('total', 'baseSalary', 'bonus', 'stockValue', 'year'),
    )
    .map(
      ([value, id, sort]) =>
        `sort=${sort}&cursor=${Buffer.from(JSON.stringify([value, id]) ?? '').toString('base64url')}`,
    );

/** The directory's filters, each well-formed or junk, so the parsing of lists, ranges and the keyword is reached. */
const talentFilters = () => {
  const value = (good: fc.Arbitrary<string>) =>
    fc.oneof({ arbitrary: good, weight: 3 }, fc.string({ unit: 'binary', maxLength: 40 }));
  return fc
    .record({
      q: value(fc.constantFrom('stoch', 'C++', '"risk models" -python', 'volatility or rates', '')),
      skills: value(fc.constantFrom('Python', 'ML,cpp', 'kdb+/q', ',,,', 'x'.repeat(60))),
      experience: value(fc.constantFrom('junior', 'mid,senior', 'guru')),
      rateMin: value(fc.constantFrom('0', '150', '99999999', '-1', '1e3')),
      rateMax: value(fc.constantFrom('10', '10000', '')),
      education: value(fc.constantFrom("Bachelor's", "Master's,Ph.D.")),
      availability: value(fc.constantFrom('Available now', 'Not looking')),
      sort: value(fc.constantFrom('relevance', 'newest', 'rate')),
      page: value(fc.constantFrom('1', '2', '0', '10001')),
    })
    .map((fields) =>
      Object.entries(fields)
        .map(([key, v]) => `${key}=${encodeURIComponent(v)}`)
        .join('&'),
    );
};

/** LeapMarket's search, filters, sort and page, each well-formed or junk (stop words and operators included). */
const leapMarketFilters = () => {
  const value = (good: fc.Arbitrary<string>) =>
    fc.oneof({ arbitrary: good, weight: 3 }, fc.string({ unit: 'binary', maxLength: 40 }));
  return fc
    .record({
      q: value(fc.constantFrom('volatility', '"risk model" -python', 'the', '!!! & | :*', 'or or', '')),
      type: value(fc.constantFrom('research', 'trading', 'poker')),
      category: value(fc.constantFrom('equities', 'fx', 'tulips')),
      budgetType: value(fc.constantFrom('fixed', 'hourly', 'range', 'free')),
      workType: value(fc.constantFrom('remote', 'onsite', 'hybrid', 'moon')),
      duration: value(fc.constantFrom('short', 'medium', 'long', 'forever')),
      sort: value(fc.constantFrom('featured', 'newest', 'budget', 'random')),
      page: value(fc.constantFrom('1', '2', '0', '10001', '-1')),
    })
    .map((fields) =>
      Object.entries(fields)
        .map(([key, v]) => `${key}=${encodeURIComponent(v)}`)
        .join('&'),
    );
};

/** The operators' inbox filters (list, search, status, page), each well-formed or junk. */
const inboxFilters = () => {
  const value = (good: fc.Arbitrary<string>) =>
    fc.oneof({ arbitrary: good, weight: 3 }, fc.string({ unit: 'binary', maxLength: 40 }));
  return fc
    .record({
      type: value(fc.constantFrom('waitlist', 'general', 'newsletter')),
      q: value(fc.constantFrom('ada', '%', '_', '=HYPERLINK("x")', '')),
      status: value(fc.constantFrom('open', 'handled', 'all', 'confirmed', 'pending', 'unsubscribed')),
      page: value(fc.constantFrom('1', '2', '0', '10001')),
    })
    .map((fields) =>
      Object.entries(fields)
        .map(([key, v]) => `${key}=${encodeURIComponent(v)}`)
        .join('&'),
    );
};

/** Mail-link tokens shaped like ours (base64url JSON, a dot, a signature) holding junk, and plain junk. */
const mailLinkTokens = ({ vocabulary }: DescriptionContext) =>
  fc
    .oneof(
      fc
        .tuple(fc.dictionary(fc.constantFrom('p', 's', 'i', 'e'), junkValue(vocabulary)), fc.string({ maxLength: 43 }))
        .map(([payload, signature]) => `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`),
      fc.string({ unit: 'binary', maxLength: 80 }),
    )
    .map((token) => `token=${encodeURIComponent(token)}`);

/** A concrete path to send, and the route or better-auth endpoint it stands for (its key in BODY_SAMPLES). */
export interface GeneratedPath {
  path: string;
  template: string;
}

export interface FuzzDescription {
  /** The concrete paths to send for this route; the route's own path when absent (no parameters). */
  path?: (context: DescriptionContext) => fc.Arbitrary<GeneratedPath>;
  /** Query strings aimed at this route's parsing, sent besides the generic junk ones. */
  query?: (context: DescriptionContext) => fc.Arbitrary<string>;
  /** Runs per FUZZ_RUNS: more for a route that stands for many endpoints. */
  runsFactor?: number;
}

/** A route whose only parameter is a row id: ids of the right shape (found or not) and junk. */
const byId = (path: string): FuzzDescription => ({
  path: ({ segment }) => fillParameters(path, segment).map((filled) => ({ path: filled, template: path })),
});

/** /api/auth/* stands for all of better-auth: its endpoints (their own parameters filled), and paths it lacks. */
const betterAuth = (method: string): FuzzDescription => ({
  path: ({ betterAuth: endpoints, segment }) => {
    const own = endpoints.filter((endpoint) => endpoint.method === method);
    return fc.oneof(
      {
        arbitrary: fc
          .constantFrom(...own)
          .chain((endpoint) =>
            fillParameters(endpoint.path, segment).map((path) => ({ path, template: endpoint.path })),
          ),
        weight: 6,
      },
      { arbitrary: segment.map((junk) => ({ path: `/api/auth/${junk}`, template: '/api/auth/*' })), weight: 1 },
    );
  },
  runsFactor: 8,
});

/**
 * Routes that cannot be requested as registered (path parameters, wildcards) say here how to fill them. The suite
 * fails for a route that needs a description and has none, and for a description whose route is gone.
 */
export const FUZZ_DESCRIPTIONS: Record<string, FuzzDescription> = {
  'GET /api/auth/*': betterAuth('GET'),
  'POST /api/auth/*': betterAuth('POST'),
  'POST /api/interview/questions/:slug/attempts': {
    path: ({ segment, interviewSlugs }) =>
      fillParameters(
        '/api/interview/questions/:slug/attempts',
        fc.oneof({ arbitrary: fc.constantFrom(...interviewSlugs), weight: 2 }, { arbitrary: segment, weight: 1 }),
      ).map((path) => ({ path, template: '/api/interview/questions/:slug/attempts' })),
  },
  'GET /api/compensation/entries': { query: compensationCursor },
  'GET /api/talent': { query: talentFilters },
  'GET /api/talent/:id': byId('/api/talent/:id'),
  'DELETE /api/quant-profile/blocks/:id': byId('/api/quant-profile/blocks/:id'),
  'DELETE /api/applications/:id': byId('/api/applications/:id'),
  'GET /api/applications/:id/resume': byId('/api/applications/:id/resume'),
  'POST /api/applications/:id/interview': byId('/api/applications/:id/interview'),
  'POST /api/compensation/entries/:id/hide': byId('/api/compensation/entries/:id/hide'),
  'POST /api/compensation/entries/:id/approve': byId('/api/compensation/entries/:id/approve'),
  'POST /api/compensation/entries/:id/unhide': byId('/api/compensation/entries/:id/unhide'),
  'GET /api/applications/:id/interview/calendar': byId('/api/applications/:id/interview/calendar'),
  'GET /api/internship-board/interviews/:slotId/calendar': byId('/api/internship-board/interviews/:slotId/calendar'),
  'POST /api/operator-inbox/submissions/:id/handled': byId('/api/operator-inbox/submissions/:id/handled'),
  'DELETE /api/operator-inbox/submissions/:id/handled': byId('/api/operator-inbox/submissions/:id/handled'),
  'GET /api/operator-inbox/submissions': { query: inboxFilters },
  'GET /api/operator-inbox/submissions/export': { query: inboxFilters },
  'GET /api/operator-inbox/subscribers': { query: inboxFilters },
  'GET /api/operator-inbox/subscribers/export': { query: inboxFilters },
  'POST /api/unsubscribe': { query: mailLinkTokens },
  'GET /api/operator-people/people/:id': byId('/api/operator-people/people/:id'),
  'POST /api/operator-people/people/:id/suspension': byId('/api/operator-people/people/:id/suspension'),
  'DELETE /api/operator-people/people/:id/suspension': byId('/api/operator-people/people/:id/suspension'),
  'GET /api/operator-people/companies/:id': byId('/api/operator-people/companies/:id'),
  'POST /api/operator-people/companies/:id/suspension': byId('/api/operator-people/companies/:id/suspension'),
  'DELETE /api/operator-people/companies/:id/suspension': byId('/api/operator-people/companies/:id/suspension'),
  'DELETE /api/company/members/:userId': byId('/api/company/members/:userId'),
  'DELETE /api/company/invitations/:id': byId('/api/company/invitations/:id'),
  'POST /api/company-reviews/:id': byId('/api/company-reviews/:id'),
  'GET /api/companies/:slug': byId('/api/companies/:slug'),
  'PUT /api/internship-board/positions/:id': byId('/api/internship-board/positions/:id'),
  'POST /api/internship-board/positions/:id/duplicate': byId('/api/internship-board/positions/:id/duplicate'),
  'POST /api/internship-board/positions/:id/publish': byId('/api/internship-board/positions/:id/publish'),
  'POST /api/internship-board/positions/:id/close': byId('/api/internship-board/positions/:id/close'),
  'POST /api/internship-board/positions/:id/still-hiring': byId('/api/internship-board/positions/:id/still-hiring'),
  'GET /api/internship-board/applications/:id': byId('/api/internship-board/applications/:id'),
  'GET /api/internship-board/applications/:id/resume': byId('/api/internship-board/applications/:id/resume'),
  'POST /api/internship-board/applications/:id/status': byId('/api/internship-board/applications/:id/status'),
  'POST /api/internship-board/applications/:id/undo-rejection': byId(
    '/api/internship-board/applications/:id/undo-rejection',
  ),
  'POST /api/internship-board/applications/:id/notes': byId('/api/internship-board/applications/:id/notes'),
  'GET /api/messages/conversations/:id': byId('/api/messages/conversations/:id'),
  'POST /api/messages/conversations/:id/messages': byId('/api/messages/conversations/:id/messages'),
  'POST /api/messages/conversations/:id/read': byId('/api/messages/conversations/:id/read'),
  'POST /api/messages/conversations/:id/decline': byId('/api/messages/conversations/:id/decline'),
  'POST /api/messages/conversations/:id/block': byId('/api/messages/conversations/:id/block'),
  'POST /api/messages/conversations/:id/report': byId('/api/messages/conversations/:id/report'),
  'POST /api/message-reports/:id/resolve': byId('/api/message-reports/:id/resolve'),
  'POST /api/message-reports/:id/action': byId('/api/message-reports/:id/action'),
  'GET /api/projects/:id': byId('/api/projects/:id'),
  'PUT /api/projects/:id': byId('/api/projects/:id'),
  'DELETE /api/projects/:id': byId('/api/projects/:id'),
  'POST /api/projects/:id/publish': byId('/api/projects/:id/publish'),
  'POST /api/projects/:id/duplicate': byId('/api/projects/:id/duplicate'),
  'POST /api/projects/:id/close': byId('/api/projects/:id/close'),
  'POST /api/projects/:id/reopen': byId('/api/projects/:id/reopen'),
  'POST /api/projects/:id/renew': byId('/api/projects/:id/renew'),
  'GET /api/leap-market': { query: leapMarketFilters },
  'GET /api/leap-market/:id': byId('/api/leap-market/:id'),
  'POST /api/leap-market/:id/nda': byId('/api/leap-market/:id/nda'),
  'POST /api/leap-market/:id/proposal': byId('/api/leap-market/:id/proposal'),
  'PUT /api/leap-market/:id/proposal': byId('/api/leap-market/:id/proposal'),
  'DELETE /api/leap-market/:id/proposal': byId('/api/leap-market/:id/proposal'),
  'GET /api/projects/:id/proposals': byId('/api/projects/:id/proposals'),
  'POST /api/projects/:id/proposals/:proposalId/shortlist': byId('/api/projects/:id/proposals/:proposalId/shortlist'),
  'POST /api/projects/:id/proposals/:proposalId/decline': byId('/api/projects/:id/proposals/:proposalId/decline'),
  'POST /api/projects/:id/proposals/:proposalId/accept': byId('/api/projects/:id/proposals/:proposalId/accept'),
  'POST /api/projects/:id/invitations': byId('/api/projects/:id/invitations'),
  'GET /api/projects/:id/invitations': byId('/api/projects/:id/invitations'),
  'DELETE /api/projects/:id/invitations/:profileId': byId('/api/projects/:id/invitations/:profileId'),
};
