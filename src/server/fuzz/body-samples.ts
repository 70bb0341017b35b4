import { COVER_LETTER_MIN, INTERNSHIP_REGIONS, INTERNSHIP_ROLES } from '../../shared/internships';
import type { MultipartPart } from './arbitraries';

/**
 * A valid body for each route (or better-auth endpoint) that takes one. Random bodies rarely pass a schema, so
 * most never reach the code behind it, where a NUL or an out-of-range number does its harm. The fuzzer sends
 * these with one thing wrong at a time (a field junk, missing or with a control character inside, an extra
 * field, the object in an array), and sometimes as they are.
 * `none`: the route takes no body (one is sent anyway, generated).
 */
export type BodySample = { json: Record<string, unknown> } | { multipart: MultipartPart[] } | 'none';

const PASSWORD = 'Quant2026!';
const COMPANY = {
  name: 'Fuzz Capital',
  website: 'https://fuzz.example.com',
  category: 'Hedge Fund',
  sizeBand: '11–50',
  headquarters: 'London, UK',
  offices: ['New York, NY'],
  description: 'Systematic.',
};
/** A proposal (issue 17): a fixed price split over two milestones. */
const PROPOSAL = {
  coverNote: 'I calibrated SVI surfaces for an options desk for three years and can start next month.',
  price: { min: 9000 },
  startDate: '2030-01-15',
  milestoneAmounts: [4000, 5000],
};
/** A complete project (issue 17): fixed budget, milestones adding up to it. */
const PROJECT = {
  title: 'Volatility surface calibration',
  description: 'Calibrate an SVI surface to listed options.',
  summary: 'Options research.',
  skills: ['Python', 'Stochastic Calculus'],
  projectType: 'research',
  category: 'derivatives',
  duration: { value: 6, unit: 'weeks' },
  completionDate: '2030-06-30',
  budget: { type: 'fixed', min: 9000 },
  milestones: [
    { title: 'Fit', description: 'First fit.', amount: 4000 },
    { title: 'Report', description: '', amount: 5000 },
  ],
  minExperience: 'expert',
  education: 'phd',
  fieldOfStudy: 'math',
  additionalRequirements: 'Listed options data.',
  workType: 'remote',
  visibility: 'public',
  nda: true,
  plan: 'premium',
  featured: true,
  urgent: true,
};
const INVITATION_TOKEN = 'A'.repeat(43);
const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');

export const BODY_SAMPLES: Record<string, BodySample> = {
  'PUT /api/profile': {
    json: { fullName: 'Ada Lovelace', username: 'ada_l', bio: 'Analyst.', linkedinUrl: 'https://linkedin.com/in/ada' },
  },
  'POST /api/profile/avatar': {
    multipart: [{ name: 'avatar', fileName: 'me.png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) }],
  },
  'PUT /api/quant-profile/basic': {
    json: {
      fullName: 'Ada Lovelace',
      title: 'Quant Researcher',
      location: 'London',
      bio: 'Time series.',
      hourlyRateMin: 150,
      linkedinUrl: '',
      githubUrl: 'https://github.com/ada',
      isVisible: false,
      preferences: { remote: true, fullTime: true, contract: false },
    },
  },
  'PUT /api/quant-profile/skills': { json: { skills: ['Python', 'Stochastic calculus'] } },
  'PUT /api/quant-profile/education': {
    json: {
      entries: [{ school: 'ETH Zürich', degree: 'MSc', field: 'Statistics', fromYear: '2020', toYear: '2022' }],
    },
  },
  'PUT /api/quant-profile/experience': {
    json: { entries: [{ jobTitle: 'Intern', company: 'Jane Street', fromDate: '06/2023', toDate: 'Present' }] },
  },
  'PUT /api/quant-profile/visibility': { json: { isVisible: true } },
  'POST /api/interview/questions/:slug/attempts': { json: { answer: '0.5' } },
  'POST /api/applications': {
    multipart: [
      { name: 'positionId', value: '00000000-0000-4000-8000-000000000000' },
      {
        name: 'coverLetter',
        value: 'I would love to spend the summer on your research team. '.padEnd(COVER_LETTER_MIN),
      },
      { name: 'university', value: 'ETH Zurich' },
      { name: 'degreeLevel', value: "Master's" },
      { name: 'gpa', value: '3.8' },
      { name: 'graduationYear', value: '2027' },
      { name: 'resume', fileName: 'cv.pdf', bytes: pdf },
    ],
  },
  'DELETE /api/applications/:id': 'none',
  'POST /api/company': { json: COMPANY },
  'PUT /api/company': { json: COMPANY },
  'DELETE /api/company': 'none',
  'POST /api/company/logo': {
    multipart: [{ name: 'logo', fileName: 'logo.png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) }],
  },
  'DELETE /api/company/members/:userId': 'none',
  'POST /api/company/leave': 'none',
  'POST /api/internship-board/positions/:id/duplicate': 'none',
  'POST /api/internship-board/positions/:id/publish': 'none',
  'POST /api/internship-board/positions/:id/close': 'none',
  'POST /api/internship-board/positions/:id/still-hiring': 'none',
  'POST /api/internship-board/applications/:id/status': { json: { status: 'Rejected', reason: 'position-filled' } },
  'POST /api/internship-board/applications/status': {
    json: { ids: ['00000000-0000-4000-8000-000000000000'], status: 'Shortlisted' },
  },
  'POST /api/internship-board/applications/:id/undo-rejection': 'none',
  'POST /api/internship-board/applications/:id/notes': { json: { body: 'Strong on statistics.' } },
  'PUT /api/profile/email-preferences': { json: { applicationStatusEmails: false, messageEmails: true } },
  'POST /api/internship-board/applications/email/preview': {
    json: { audience: { minGpa: '3.5' }, subject: 'Next steps', body: 'Thank you for applying, {name}. More soon.' },
  },
  'POST /api/internship-board/applications/email': {
    json: { audience: { status: 'New' }, subject: 'Next steps', body: 'Thank you for applying, {name}. More soon.' },
  },
  'POST /api/internship-board/interviews': {
    json: {
      applicationIds: ['00000000-0000-4000-8000-000000000000'],
      slots: ['2030-03-02T14:00:00Z'],
      durationMinutes: 45,
      location: 'Video call',
    },
  },
  'POST /api/applications/:id/interview': { json: { slotId: '00000000-0000-4000-8000-000000000000' } },
  'POST /api/company/owner': { json: { userId: 'user-id' } },
  'POST /api/quant-profile/blocks': { json: { kind: 'firm', id: 1 } },
  'DELETE /api/quant-profile/blocks/:id': 'none',
  'POST /api/talent-match': {
    json: {
      jobTitle: 'Volatility researcher',
      description: 'Model exotic options and volatility surfaces.',
      requiredSkills: ['Python', 'C++'],
      highPrioritySkills: ['kdb'],
      minYears: 3,
      location: 'London',
      education: "Master's",
      availability: 'Available within 2 weeks',
      expandGlobally: false,
      budgetHourly: 150,
    },
  },
  'POST /api/messages/conversations': {
    json: {
      as: 'company',
      to: { kind: 'profile', profileId: '00000000-0000-4000-8000-000000000000' },
      offer: {
        roleTitle: 'Volatility Researcher',
        roleCategory: 'Quant Researcher',
        level: 'Junior',
        region: 'EMEA',
        remote: false,
        location: 'London, UK',
        pay: { period: 'month', min: 9000, max: 11000 },
        nextStep: 'A call with the desk head',
      },
      body: 'We liked your work on volatility.',
    },
  },
  'POST /api/messages/conversations/:id/messages': { json: { body: 'Hello there' } },
  'POST /api/messages/conversations/:id/read': 'none',
  'POST /api/messages/conversations/:id/decline': { json: { reason: 'pay' } },
  'POST /api/messages/conversations/:id/block': 'none',
  'POST /api/messages/conversations/:id/report': { json: { reason: 'spam', details: 'Mass message' } },
  'POST /api/message-reports/:id/resolve': 'none',
  'POST /api/message-reports/:id/action': {
    json: { action: 'dismiss', reason: 'Reviewed: nothing against the rules.' },
  },
  'POST /api/company/invitations': { json: { email: 'recruiter@fuzz.example.com' } },
  'DELETE /api/company/invitations/:id': 'none',
  'POST /api/company-invitations/preview': { json: { token: INVITATION_TOKEN } },
  'POST /api/company-invitations/accept': { json: { token: INVITATION_TOKEN } },
  'POST /api/company-reviews/:id': { json: { decision: 'reject', reason: 'The website does not match the name.' } },
  'POST /api/internship-board/positions': {
    json: {
      title: 'Quant Research Intern',
      department: 'Research',
      location: 'London',
      region: INTERNSHIP_REGIONS[1],
      role: INTERNSHIP_ROLES[0],
      deadline: '2030-07-01',
      description: 'Ten weeks of research on real problems with a mentor.',
      requirements: ['Python'],
      pay: { period: 'month', min: 7000, max: 9000 },
      status: 'Draft',
    },
  },
  'PUT /api/internship-board/positions/:id': {
    json: {
      title: 'Quant Research Intern',
      location: 'London',
      region: INTERNSHIP_REGIONS[1],
      role: INTERNSHIP_ROLES[0],
      deadline: '2030-07-01',
      description: 'Ten weeks of research on real problems with a mentor.',
      pay: { period: 'hour', min: 45, max: 60 },
    },
  },
  'POST /api/projects': { json: PROJECT },
  'PUT /api/projects/:id': { json: PROJECT },
  'DELETE /api/projects/:id': 'none',
  'POST /api/projects/:id/publish': 'none',
  'POST /api/projects/:id/duplicate': 'none',
  'POST /api/projects/:id/close': 'none',
  'POST /api/projects/:id/reopen': 'none',
  'POST /api/projects/:id/renew': 'none',
  'POST /api/leap-market/:id/nda': 'none',
  'POST /api/leap-market/:id/proposal': { json: PROPOSAL },
  'PUT /api/leap-market/:id/proposal': { json: PROPOSAL },
  'DELETE /api/leap-market/:id/proposal': 'none',
  'POST /api/projects/:id/proposals/:proposalId/shortlist': 'none',
  'POST /api/projects/:id/proposals/:proposalId/decline': { json: { reason: 'price' } },
  'POST /api/projects/:id/proposals/:proposalId/accept': 'none',
  'POST /api/projects/:id/invitations': { json: { profileId: '6f1c1f0e-2f5a-4d55-9d43-0c7f7f1d2a10' } },
  'DELETE /api/projects/:id/invitations/:profileId': 'none',
  'POST /api/email-test': { json: { type: 'welcome', email: 'fuzz@example.com', name: 'Ada' } },
  'POST /api/compensation/entries': {
    json: {
      role: 'Quant Researcher',
      level: 'Senior',
      region: 'EMEA',
      baseSalary: 200000,
      bonus: 50000,
      stockValue: 0,
      notes: 'London',
      year: 2025,
    },
  },
  'POST /api/compensation/entries/:id/hide': { json: { reason: 'Duplicate entry' } },
  'POST /api/compensation/entries/:id/approve': 'none',
  'POST /api/compensation/entries/:id/unhide': { json: { reason: 'Checked with the submitter' } },
  'POST /api/operator-people/people/:id/suspension': { json: { reason: 'Spam sent to several quants' } },
  'DELETE /api/operator-people/people/:id/suspension': 'none',
  'POST /api/operator-people/companies/:id/suspension': { json: { reason: 'Impersonates a known firm' } },
  'DELETE /api/operator-people/companies/:id/suspension': 'none',
  'POST /api/operator-inbox/submissions/:id/handled': 'none',
  'DELETE /api/operator-inbox/submissions/:id/handled': 'none',
  'POST /api/newsletter/confirm': { json: { token: 'eyJwIjoibmV3c2xldHRlci1jb25maXJtIn0.c2lnbmF0dXJl' } },
  'POST /api/unsubscribe': 'none',
  'POST /api/contact': {
    json: {
      formType: 'general',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Tell me more about it.',
      company: 'Analytical Engines',
    },
  },
  // better-auth: the endpoints whose bodies carry text that reaches the database or the mail outbox.
  'POST /api/auth/sign-up/email': {
    json: { name: 'Fuzz Person', email: 'fuzz.person@example.com', password: PASSWORD, confirmPassword: PASSWORD },
  },
  'POST /api/auth/sign-in/email': { json: { email: 'fuzz.person@example.com', password: PASSWORD } },
  'POST /api/auth/update-user': { json: { name: 'Grace Hopper' } },
  'POST /api/auth/change-password': { json: { currentPassword: PASSWORD, newPassword: 'Quant2027!' } },
  'POST /api/auth/change-email': { json: { newEmail: 'fuzz.new@example.com' } },
  'POST /api/auth/request-password-reset': { json: { email: 'fuzz.person@example.com', redirectTo: '/reset' } },
  'POST /api/auth/reset-password': { json: { token: 'not-a-token', newPassword: 'Quant2027!' } },
  'POST /api/auth/sign-in/magic-link': { json: { email: 'fuzz.person@example.com', callbackURL: '/login' } },
  'POST /api/auth/send-verification-email': { json: { email: 'fuzz.person@example.com' } },
  'POST /api/auth/two-factor/enable': { json: { password: PASSWORD } },
  'POST /api/auth/two-factor/verify-totp': { json: { code: '123456' } },
  'POST /api/auth/revoke-session': { json: { token: 'not-a-token' } },
};
