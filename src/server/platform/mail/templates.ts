import { escapeHtml } from '../../../shared/escape-html';
import { containsWebAddress } from '../../../shared/company';
import { PRODUCT_NAME } from '../../../shared/contact';
import type { MailMessage } from './mailer';

type Template = Omit<MailMessage, 'to'>;

/**
 * One plain layout for every mail: a heading, paragraphs, an optional button, and for mail a person may stop, an
 * unsubscribe link that works without signing in. Every value is escaped.
 */
function layout(
  heading: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  unsubscribeUrl?: string,
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#38bdf8;color:#04121c;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#667">If the button does not work, copy this link into your browser:<br>${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a2333;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>${body}${button}
<p style="margin:32px 0 0;font-size:12px;color:#889">${escapeHtml(PRODUCT_NAME)}: quant talent discovery and collaboration.</p>${
    unsubscribeUrl
      ? `\n<p style="margin:8px 0 0;font-size:12px;color:#889"><a href="${escapeHtml(unsubscribeUrl)}" style="color:#667">Unsubscribe</a> from these e-mails with one click.</p>`
      : ''
  }
</body></html>`;
}

function text(paragraphs: string[], url?: string, unsubscribeUrl?: string): string {
  return [
    ...paragraphs,
    ...(url ? [url] : []),
    `${PRODUCT_NAME}`,
    ...(unsubscribeUrl ? [`Unsubscribe from these e-mails with one click: ${unsubscribeUrl}`] : []),
  ].join('\n\n');
}

export function verificationMail(url: string): Template {
  const lines = ['Confirm your e-mail address to finish creating your QuantLeap account.', 'The link works once.'];
  return {
    kind: 'verification',
    subject: 'Confirm your e-mail address',
    text: text(lines, url),
    html: layout('Confirm your e-mail address', lines, { label: 'Confirm e-mail address', url }),
  };
}

export function magicLinkMail(url: string, minutes: number): Template {
  const lines = [`Use this link to sign in to QuantLeap. It works once and expires in ${minutes} minutes.`];
  return {
    kind: 'magic-link',
    subject: 'Your QuantLeap sign-in link',
    text: text(lines, url),
    html: layout('Sign in to QuantLeap', lines, { label: 'Sign in', url }),
  };
}

export function resetPasswordMail(url: string, minutes: number): Template {
  const lines = [
    `Someone asked to reset the password of your QuantLeap account. The link works once and expires in ${minutes} minutes.`,
    'If it was not you, ignore this e-mail: your password stays as it is.',
  ];
  return {
    kind: 'reset-password',
    subject: 'Reset your QuantLeap password',
    text: text(lines, url),
    html: layout('Reset your password', lines, { label: 'Choose a new password', url }),
  };
}

/** The company whose open invitation the new account was made to accept (its newest one). */
export interface WelcomeInvitation {
  companyName: string;
  verified: boolean;
}

/**
 * Sent once the address is confirmed. It speaks to whoever signed up: a colleague invited to a company's team is
 * told how to join it; anyone else reads what QuantLeap offers each side, quants and hiring firms. An unverified
 * company's name, or one that reads as a web address, is never written (as in the invitation mail).
 */
export function welcomeMail(name: string, invitation: WelcomeInvitation | null = null): Template {
  const company =
    invitation && invitation.verified && !containsWebAddress(invitation.companyName) ? invitation.companyName : null;
  const lines = invitation
    ? [
        `Welcome to QuantLeap, ${name}!`,
        `Your e-mail address is confirmed. ${company ?? 'A company'} invited you to join its team as a recruiter: open the invitation link from that e-mail and accept it while signed in.`,
        "Once you are on the team, your dashboard is the company's: its projects, internship positions, applicants and the quants who chose to be visible to hiring firms.",
      ]
    : [
        `Welcome to QuantLeap, ${name}!`,
        'Your e-mail address is confirmed.',
        'Looking for quant work? Build your quant profile, practise interview questions, apply to internships and send proposals to projects on LeapMarket.',
        'Hiring quants? Create your company profile, confirm it with your work e-mail, then post projects and internships and browse the quants who chose to be seen.',
      ];
  return {
    kind: 'welcome',
    subject: 'Welcome to QuantLeap',
    text: text(lines),
    html: layout('Welcome to QuantLeap', lines),
  };
}

/** Sent instead of a second account when someone signs up with an address that already has one. */
export function signUpAttemptMail(url: string): Template {
  const lines = [
    'Someone tried to create a QuantLeap account with this e-mail address, which already has one.',
    'If it was you, sign in instead, or reset your password if you have forgotten it. If not, you can ignore this e-mail.',
  ];
  return {
    kind: 'sign-up-attempt',
    subject: 'You already have a QuantLeap account',
    text: text(lines, url),
    html: layout('You already have an account', lines, { label: 'Sign in', url }),
  };
}

/** Sent from the e-mail testing tool (/email-test) to check that mail reaches an inbox. */
export function testMail(): Template {
  const lines = [
    'This is a test e-mail from QuantLeap.',
    'If you are reading it, e-mail delivery works. No action is needed.',
  ];
  return {
    kind: 'test',
    subject: 'QuantLeap test e-mail',
    text: text(lines),
    html: layout('Test e-mail', lines),
  };
}

/**
 * The invitation to join a company as a recruiter. A company's name is its own free text: it heads the subject only
 * once QuantLeap verified the company (issue 43: "Join Claim your prize at https://evil.example/win on QuantLeap"),
 * and text that reads as a web address (names stored before the name rule refused it, or a person's name) is never
 * written at all, so no mail client makes a link of it.
 */
export function companyInvitationMail(input: {
  companyName: string;
  verified: boolean;
  inviterName: string;
  url: string;
  days: number;
}): Template {
  const company = containsWebAddress(input.companyName) ? null : input.companyName;
  const inviter = containsWebAddress(input.inviterName) ? 'A member of QuantLeap' : input.inviterName;
  const heading =
    input.verified && company ? `Join ${company} on QuantLeap` : 'You are invited to join a company on QuantLeap';
  const lines = [
    `${inviter} invited you to join ${company ?? 'their company'} on QuantLeap as a recruiter.`,
    ...(input.verified
      ? []
      : ['QuantLeap has not verified this company yet: accept only if you know who invited you and why.']),
    `Sign in (or create an account) with this e-mail address, then accept. The link works once and expires in ${input.days} days.`,
    'If you did not expect this invitation, ignore this e-mail.',
  ];
  return {
    kind: 'company-invitation',
    subject: heading,
    text: text(lines, input.url),
    html: layout(heading, lines, { label: 'Accept the invitation', url: input.url }),
  };
}

export function companyApprovedMail(companyName: string, url: string): Template {
  const lines = [
    `${companyName} is now verified on QuantLeap.`,
    'Your team can browse visible quant talent, publish positions and projects, and start conversations.',
  ];
  return {
    kind: 'company-approved',
    subject: `${companyName} is verified on QuantLeap`,
    text: text(lines, url),
    html: layout(`${companyName} is verified`, lines, { label: 'Open the company dashboard', url }),
  };
}

export function companyRejectedMail(companyName: string, reason: string, url: string): Template {
  const lines = [
    `We could not verify ${companyName} on QuantLeap.`,
    `Our reviewer wrote: ${reason}`,
    "You can still prepare your profile. A member who signs in with a work e-mail at your company's website domain verifies the company at once; changing the name or website asks for a new review.",
  ];
  return {
    kind: 'company-rejected',
    subject: `${companyName} was not verified on QuantLeap`,
    text: text(lines, url),
    html: layout(`${companyName} was not verified`, lines, { label: 'Open the company settings', url }),
  };
}

/** To a company's members: open positions nobody touched for a while; confirm or they close on `closesOn`. */
export function stillHiringMail(input: {
  companyName: string;
  titles: string[];
  closesOn: string;
  url: string;
}): Template {
  const lines = [
    `${input.companyName} has ${input.titles.length === 1 ? 'a position' : 'positions'} on QuantLeap that nobody has changed for 30 days: ${input.titles.join('; ')}.`,
    `Are you still hiring? Confirm on the internship board, or close ${input.titles.length === 1 ? 'it' : 'them'}. Without an answer ${input.titles.length === 1 ? 'it closes' : 'they close'} on ${input.closesOn}, so candidates do not apply to a posting nobody reads.`,
  ];
  return {
    kind: 'position-still-hiring',
    subject: `Still hiring? ${input.companyName} on QuantLeap`,
    text: text(lines, input.url),
    html: layout('Are you still hiring?', lines, { label: 'Open the internship board', url: input.url }),
  };
}

/** To a company's members: positions closed because nobody confirmed they were still hiring. */
export function stalePositionsClosedMail(input: { companyName: string; titles: string[]; url: string }): Template {
  const lines = [
    `We closed ${input.titles.join('; ')} for ${input.companyName}: nobody confirmed within 14 days that you are still hiring.`,
    'Applications received stay on the board. Reopen a position there if you are still hiring.',
  ];
  return {
    kind: 'positions-closed',
    subject: `Positions closed on QuantLeap: ${input.companyName}`,
    text: text(lines, input.url),
    html: layout('Positions closed', lines, { label: 'Open the internship board', url: input.url }),
  };
}

/**
 * To an applicant: a firm moved their application on. Rejections say the reason the firm chose, in words written
 * to be read by a student on a bad day; every status mail says where to turn these e-mails off.
 */
export function applicationStatusMail(input: {
  companyName: string;
  positionTitle: string;
  status: 'Shortlisted' | 'Interviewed' | 'Offered' | 'Rejected';
  /** The rejection's reason, as the applicant is told it. */
  told?: string;
  dashboardUrl: string;
  settingsUrl: string;
  /** The one-click link that turns these e-mails off without signing in. */
  unsubscribeUrl: string;
}): Template {
  const about = `${input.positionTitle} at ${input.companyName}`;
  const news = {
    Shortlisted: {
      subject: `You are shortlisted: ${about}`,
      heading: 'You are on the shortlist',
      lines: [`${input.companyName} shortlisted your application for ${input.positionTitle}.`],
    },
    Interviewed: {
      subject: `Interview recorded: ${about}`,
      heading: 'Your interview is recorded',
      lines: [
        `${input.companyName} marked your interview for ${input.positionTitle} as done. Their decision comes next.`,
      ],
    },
    Offered: {
      subject: `An offer: ${about}`,
      heading: 'You have an offer',
      lines: [`${input.companyName} is offering you the ${input.positionTitle} position. Congratulations!`],
    },
    Rejected: {
      subject: `Your application: ${about}`,
      heading: 'An answer on your application',
      lines: [
        `Thank you for applying to ${input.positionTitle} at ${input.companyName}. They will not be moving forward with your application this time.`,
        ...(input.told ? [`The reason they gave: ${input.told}`] : []),
        'A no from one firm says little about you. Every application you send sharpens the next one.',
      ],
    },
  }[input.status];
  const lines = [
    ...news.lines,
    'Your dashboard shows every application and where it stands.',
    `You can turn these e-mails off on your profile: ${input.settingsUrl}`,
  ];
  return {
    kind: 'application-status',
    subject: news.subject,
    text: text(lines, input.dashboardUrl, input.unsubscribeUrl),
    html: layout(news.heading, lines, { label: 'Open your dashboard', url: input.dashboardUrl }, input.unsubscribeUrl),
  };
}

/** To a shortlisted applicant: the firm proposes interview times; they pick one on their dashboard. */
export function interviewInvitationMail(input: {
  companyName: string;
  positionTitle: string;
  times: string[];
  durationMinutes: number;
  location: string;
  dashboardUrl: string;
}): Template {
  const lines = [
    `${input.companyName} would like to interview you for ${input.positionTitle} (${input.durationMinutes} minutes; ${input.location}).`,
    `Pick the time that suits you on your dashboard; times go to whoever picks first. Proposed times (UTC): ${input.times.join('; ')}.`,
  ];
  return {
    kind: 'interview-invitation',
    subject: `Pick an interview time: ${input.positionTitle} at ${input.companyName}`,
    text: text(lines, input.dashboardUrl),
    html: layout('Pick your interview time', lines, { label: 'Pick a time', url: input.dashboardUrl }),
  };
}

/** To the applicant and to the firm member who proposed the times: the interview is booked (with an .ics file). */
export function interviewBookedMail(input: {
  heading: string;
  summary: string;
  when: string;
  location: string;
  url: string;
  calendar: string;
}): Template {
  const lines = [
    input.summary,
    `When: ${input.when} (UTC).`,
    `Where: ${input.location}.`,
    'The calendar file is attached.',
  ];
  return {
    kind: 'interview-booked',
    subject: input.heading,
    text: text(lines, input.url),
    html: layout(input.heading, lines, { label: 'Open QuantLeap', url: input.url }),
    attachments: [{ filename: 'interview.ics', contentType: 'text/calendar', content: input.calendar }],
  };
}

/** To an applicant: a firm's message to several of its applicants (Email All Applicants), personalised. */
export function applicantMessageMail(input: {
  companyName: string;
  senderName: string;
  subject: string;
  body: string;
  dashboardUrl: string;
}): Template {
  const lines = [
    ...input.body.split(/\n{2,}/),
    `Sent by ${input.senderName} at ${input.companyName} through QuantLeap, about your application. Your dashboard shows where it stands.`,
  ];
  return {
    kind: 'applicant-message',
    subject: `${input.subject} (${input.companyName})`,
    text: text(lines, input.dashboardUrl),
    html: layout(input.subject, lines, { label: 'Open your dashboard', url: input.dashboardUrl }),
  };
}

/** New messages in one conversation (issue 16): at most one such e-mail per conversation every 15 minutes. */
export function messageDigestMail(input: {
  /** Who wrote: "Ann Lee at Jane Street", or the quant's name. */
  from: string;
  subject: string;
  count: number;
  /** The newest messages, oldest first (at most three). */
  latest: { authorName: string; body: string }[];
  url: string;
  /** The one-click link that turns message e-mails off without signing in. */
  unsubscribeUrl: string;
}): Template {
  const heading =
    input.count === 1 ? `New message from ${input.from}` : `${input.count} new messages from ${input.from}`;
  const excerpt = (body: string) => (body.length > 600 ? `${body.slice(0, 599)}…` : body);
  const lines = [
    `About: ${input.subject}`,
    ...input.latest.map((m) => `${m.authorName}: ${excerpt(m.body)}`),
    'Reply on QuantLeap. You can turn these e-mails off on your profile page.',
  ];
  return {
    kind: 'message-digest',
    subject: `${heading} (${input.subject})`,
    text: text(lines, input.url, input.unsubscribeUrl),
    html: layout(heading, lines, { label: 'Open the conversation', url: input.url }, input.unsubscribeUrl),
  };
}

/**
 * To a company's members (issue 17): a LeapMarket listing ends in a few days. It may be renewed once from the
 * company dashboard; a listing renewed already is told it can be reopened once it has closed.
 */
export function projectListingEndingMail(input: {
  companyName: string;
  projectTitle: string;
  /** When the listing ends, already worded for the reader ("Nov 28, 2026 at 14:05 UTC"). */
  endsOn: string;
  renewable: boolean;
  /** The company dashboard, where the project's Renew (or Duplicate) is. */
  url: string;
}): Template {
  const lines = [
    `The LeapMarket listing of ${input.projectTitle} (${input.companyName}) ends on ${input.endsOn}. The project then closes itself and quants no longer see it.`,
    input.renewable
      ? 'You can renew it once for another listing period from the Projects tab of your company dashboard.'
      : 'It has been renewed once already, so it cannot be renewed again; once it has closed, you can reopen it from your company dashboard for a new listing period.',
  ];
  return {
    kind: 'project-listing-ending',
    subject: `Your LeapMarket listing ends on ${input.endsOn}: ${input.projectTitle}`,
    text: text(lines, input.url),
    html: layout('Your LeapMarket listing ends soon', lines, {
      label: input.renewable ? 'Renew on your dashboard' : 'Open your dashboard',
      url: input.url,
    }),
  };
}

/**
 * To a quant a firm invited to one of its projects (issue 17): what, who, and the pay (stated wherever a firm asks
 * a quant for time), with the project's page. Never the firm's members' addresses: replies go through LeapMarket.
 */
export function projectInvitationMail(input: {
  companyName: string;
  projectTitle: string;
  /** The project's budget, already worded ("$12,000", "$60–$90 an hour"). */
  pay: string;
  /** By invitation only: no one else sees it on LeapMarket. */
  isPrivate: boolean;
  nda: boolean;
  /** The project's page on LeapMarket. */
  url: string;
}): Template {
  const lines = [
    `${input.companyName} invites you to send a proposal for their project ${input.projectTitle}. Budget: ${input.pay}.`,
    [
      input.isPrivate ? 'The project is by invitation only: quants the firm did not invite do not see it.' : '',
      input.nda ? 'It is under NDA: its page shows a summary until you accept the confidentiality notice.' : '',
      'Proposals on QuantLeap are free. If it is not for you, there is nothing to do: the invitation asks nothing of you.',
    ]
      .filter(Boolean)
      .join(' '),
  ];
  return {
    kind: 'project-invitation',
    subject: `${input.companyName} invites you to a project: ${input.projectTitle} (${input.pay})`,
    text: text(lines, input.url),
    html: layout(`An invitation from ${input.companyName}`, lines, { label: 'Open the project', url: input.url }),
  };
}

/** To a person whose account an operator suspended: why, and that they cannot sign in until it is restored. */
export function accountSuspendedMail(reason: string): Template {
  const lines = [
    'An operator has suspended your QuantLeap account. You cannot sign in or act on QuantLeap while it is suspended.',
    `The reason: ${reason}`,
    'If you think this is a mistake, reply through the contact page.',
  ];
  return {
    kind: 'account-suspended',
    subject: 'Your QuantLeap account is suspended',
    text: text(lines),
    html: layout('Your account is suspended', lines),
  };
}

/** To a suspended company's members: why, and that its page, positions and projects are hidden meanwhile. */
export function companySuspendedMail(companyName: string, reason: string): Template {
  const lines = [
    `An operator has suspended ${companyName} on QuantLeap. Its page, positions and projects are hidden, and its members cannot act for it while it is suspended.`,
    `The reason: ${reason}`,
    'If you think this is a mistake, reply through the contact page.',
  ];
  return {
    kind: 'company-suspended',
    subject: `${companyName} is suspended on QuantLeap`,
    text: text(lines),
    html: layout(`${companyName} is suspended`, lines),
  };
}

/** To an address signed up for the newsletter (double opt-in): nothing is sent to it until it confirms. */
export function newsletterConfirmationMail(url: string): Template {
  const lines = [
    `Someone, hopefully you, asked to receive the ${PRODUCT_NAME} newsletter at this address.`,
    'Confirm with the button below and we will e-mail you when new posts are published. If it was not you, ignore this e-mail: nothing will be sent.',
  ];
  return {
    kind: 'newsletter-confirmation',
    subject: `Confirm your ${PRODUCT_NAME} newsletter subscription`,
    text: text(lines, url),
    html: layout('Confirm your subscription', lines, { label: 'Confirm my subscription', url }),
  };
}

/** To a newly confirmed subscriber: it worked, and how to stop. */
export function newsletterWelcomeMail(blogUrl: string, unsubscribeUrl: string): Template {
  const lines = [
    `You are subscribed to the ${PRODUCT_NAME} newsletter. We will e-mail you when new posts are published.`,
    'Every newsletter e-mail carries a link to unsubscribe with one click.',
  ];
  return {
    kind: 'newsletter-welcome',
    subject: `You are subscribed to the ${PRODUCT_NAME} newsletter`,
    text: text(lines, blogUrl, unsubscribeUrl),
    html: layout('You are subscribed', lines, { label: 'Read the blog', url: blogUrl }, unsubscribeUrl),
  };
}

/** To a reporter whose report an operator dismissed: it was read, nothing was done, and why. */
export function reportDismissedMail(reason: string): Template {
  const lines = [
    'An operator reviewed the conversation you reported on QuantLeap and took no action.',
    `The reason: ${reason}`,
    'If something new happens, you can report the conversation again.',
  ];
  return {
    kind: 'report-dismissed',
    subject: 'Your report was reviewed',
    text: text(lines),
    html: layout('Your report was reviewed', lines),
  };
}

/** To a reporter whose report led to action: that something was done, never what or against whom. */
export function reportActionTakenMail(): Template {
  const lines = [
    'An operator reviewed the conversation you reported on QuantLeap and took action. Thank you for telling us.',
    'For the privacy of everyone involved we do not share the details.',
  ];
  return {
    kind: 'report-action-taken',
    subject: 'Action was taken on your report',
    text: text(lines),
    html: layout('Action was taken on your report', lines),
  };
}

/**
 * To the reported party (the quant, or a company's owners): a warning with the operator's reason. It never says
 * who reported, only that a conversation was.
 */
export function reportWarningMail(input: { companyName: string | null; reason: string }): Template {
  const who = input.companyName ? `Messages sent for ${input.companyName}` : 'Your messages';
  const lines = [
    `${who} in a conversation on QuantLeap were reported, and an operator has reviewed them. This is a warning.`,
    `The reason: ${input.reason}`,
    'Further problems may lead to a suspension. If you think this is a mistake, reply through the contact page.',
  ];
  return {
    kind: 'report-warning',
    subject: 'A warning from QuantLeap',
    text: text(lines),
    html: layout('A warning from QuantLeap', lines),
  };
}
