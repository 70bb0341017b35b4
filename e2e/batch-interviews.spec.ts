import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { makePdf } from '../src/server/test/pdf';
import { expectNoSeriousViolations } from './axe-helpers';
import { uniqueTag, verifiedFirmWithPosition } from './company-helpers';
import { expect, gotoReady, signInContext, test } from './fixtures';
import { layoutProblems, PHONE_VIEWPORT } from './phone-layout-helpers';
import { toastWith } from './toast-helpers';

/** Both sides read times in Zurich, so the local → UTC conversion is exercised (one or two hours ahead of UTC). */
const TIME_ZONE = 'Europe/Zurich';
test.use({
  timezoneId: TIME_ZONE,
  // The server's refusal of an overlapping time is a 400, which Chromium logs as a failed resource load.
  allowedConsoleError: /Failed to load resource: the server responded with a status of 400/,
});

/** A calendar day in Zurich, `days` from now, as a datetime-local box takes it: "2027-03-02". */
const zurichDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(Date.now() + days * 86_400_000));
/** The time of day of an ISO moment in Zurich: "10:00". */
const zurichTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

interface Quant {
  context: BrowserContext;
  email: string;
  name: string;
}

/** A quant in a browser context of their own (Zurich time) who applies through the API; the context stays open. */
async function quantWhoApplied(browser: Browser, baseURL: string, positionId: string, name: string): Promise<Quant> {
  const context = await browser.newContext({ timezoneId: TIME_ZONE });
  const email = await signInContext(context, baseURL, name);
  const { csrfToken } = (await (await context.request.get('/api/contact/csrf')).json()) as { csrfToken: string };
  const response = await context.request.post('/api/applications', {
    headers: { 'X-CSRF-Token': csrfToken },
    multipart: {
      positionId,
      coverLetter: `I am ${name}; I priced swaptions on a lattice and would love to learn from your desk.`,
      university: 'ETH Zurich',
      degreeLevel: "Master's",
      gpa: '3.7',
      graduationYear: '2027',
      resume: {
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(await makePdf(`${name} - Curriculum Vitae`)),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { context, email, name };
}

/** Shortlists the application of `name` as the firm (the signed-in page), through the API. */
async function shortlist(page: Page, name: string) {
  const { csrfToken } = (await (await page.request.get('/api/contact/csrf')).json()) as { csrfToken: string };
  const list = (await (await page.request.get('/api/internship-board/applications')).json()) as {
    applications: { id: string; applicant: { name: string } }[];
  };
  const application = list.applications.find((a) => a.applicant.name === name);
  expect(application, `the application of ${name}`).toBeDefined();
  const moved = await page.request.post(`/api/internship-board/applications/${application!.id}/status`, {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { status: 'Shortlisted' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
}

interface UpcomingSlot {
  startsAt: string;
  booked: { applicantName: string } | null;
}

const upcoming = async (page: Page) =>
  (await (await page.request.get('/api/internship-board/interviews')).json()) as UpcomingSlot[];

/** The dialog fits a phone: nothing wider than the screen, nothing scrolling sideways inside. */
async function expectFitsPhone(dialog: Locator) {
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= PHONE_VIEWPORT.width, 'the dialog is within the screen').toBe(true);
  expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
}

test('a firm proposes interview times, the shortlisted quant books one on the dashboard, and the firm e-mails its applicants', async ({
  page,
  signIn,
  browser,
  baseURL,
}) => {
  const firmEmail = await signIn('Ines Interviewer');
  const title = `Volatility Intern ${uniqueTag()}`;
  const { positionId } = await verifiedFirmWithPosition(page, firmEmail, title, 'Interview Capital');
  const ada = await quantWhoApplied(browser, baseURL!, positionId, 'Ada Shortlisted');
  const blaise = await quantWhoApplied(browser, baseURL!, positionId, 'Blaise Newcomer');
  await blaise.context.close();
  await shortlist(page, ada.name);

  await gotoReady(page, '/funds/internship-board');
  const upcomingCard = page.getByRole('heading', { name: 'Upcoming interviews' }).locator('xpath=../..');
  await expect(upcomingCard).toContainText('No interviews scheduled');

  // Schedule Batch Interviews: only the shortlisted applicant is offered.
  await page.getByRole('button', { name: 'Schedule Batch Interviews' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Batch Interviews' });
  await expect(dialog.getByRole('checkbox', { name: ada.name })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: blaise.name })).toHaveCount(0);
  await expect(dialog.getByText(`In your time zone, ${TIME_ZONE}.`)).toBeVisible();
  await dialog.getByRole('checkbox', { name: ada.name }).check();

  // Two times tomorrow that overlap (30 minutes each): refused beside the later one, and nothing is sent.
  const day = zurichDay(1);
  await dialog.getByLabel('Time 1', { exact: true }).fill(`${day}T10:00`);
  await dialog.getByRole('button', { name: 'Add a time' }).click();
  await expect(dialog.getByLabel('Time 2', { exact: true })).toHaveValue(`${day}T10:30`);
  await dialog.getByLabel('Time 2', { exact: true }).fill(`${day}T10:15`);
  await expect(dialog.getByLabel('Duration')).toHaveValue('30');
  await dialog.getByLabel('Location').fill('Video call — link sent by e-mail');
  await dialog.getByRole('button', { name: 'Send interview times' }).click();
  await expect(dialog.getByText(/^Two interview times overlap: .*10:00.* and .*10:15/)).toBeVisible();
  await expect(dialog.getByLabel('Time 2', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, 'interview dialog with an overlap');
  expect(await upcoming(page)).toEqual([]);

  // Moved to 11:00, the times go out; what was typed was kept.
  await dialog.getByLabel('Time 2', { exact: true }).fill(`${day}T11:00`);
  await expect(dialog.getByLabel('Location')).toHaveValue('Video call — link sent by e-mail');
  await dialog.getByRole('button', { name: 'Send interview times' }).click();
  await expect(toastWith(page, 'Interview times sent to 1 applicant')).toBeVisible();
  await expect(dialog).toBeHidden();
  const proposed = await upcoming(page);
  expect(proposed.map((slot) => zurichTime(slot.startsAt))).toEqual(['10:00', '11:00']);
  const times = upcomingCard.getByRole('list', { name: 'Upcoming interviews' }).getByRole('listitem');
  await expect(times).toHaveCount(2);
  await expect(times.filter({ hasText: /10:00/ })).toContainText('Free');
  await expect(times.filter({ hasText: /11:00/ })).toContainText('Free');

  // A time that overlaps one already sent is refused by the server: its reason beside the times, and a toast.
  await page.getByRole('button', { name: 'Schedule Batch Interviews' }).click();
  await dialog.getByRole('checkbox', { name: ada.name }).check();
  await dialog.getByLabel('Time 1', { exact: true }).fill(`${day}T10:15`);
  await dialog.getByLabel('Location').fill('Room 4, Bahnhofstrasse 1');
  await dialog.getByRole('button', { name: 'Send interview times' }).click();
  await expect(dialog.getByText(/overlaps an interview your company already scheduled/)).toBeVisible();
  await expect(toastWith(page, 'Could not send the interview times')).toBeVisible();
  await expect(dialog.getByLabel('Location')).toHaveValue('Room 4, Bahnhofstrasse 1');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await upcoming(page)).toHaveLength(2);

  // The applications' bulk bar invites only a shortlisted selection, and says why otherwise.
  await page.getByRole('tab', { name: 'Internship Applications' }).click();
  const list = page.getByRole('list', { name: 'Applications' });
  await list.getByRole('checkbox', { name: `Select ${blaise.name}` }).check();
  const bar = page.getByRole('region', { name: 'Selected applications' });
  await expect(bar.getByRole('button', { name: 'Invite to interview' })).toBeDisabled();
  await expect(bar).toContainText('Only shortlisted applications can be invited to interview.');
  await list.getByRole('checkbox', { name: `Select ${blaise.name}` }).uncheck();
  await list.getByRole('checkbox', { name: `Select ${ada.name}` }).check();
  await bar.getByRole('button', { name: 'Invite to interview' }).click();
  await expect(dialog.getByText('Inviting 1 applicant')).toBeVisible();
  await expect(dialog.getByText(ada.name)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Email these applicants: the current filter (Shortlisted) is the audience.
  await page.getByLabel('Status').selectOption('Shortlisted');
  await expect(page).toHaveURL(/[?&]status=Shortlisted/);
  await page.getByRole('button', { name: 'Email these applicants' }).click();
  const filtered = page.getByRole('dialog', { name: 'Email these applicants' });
  await expect(filtered.getByRole('list', { name: 'Filters' })).toContainText('Status: Shortlisted');
  await filtered.getByLabel('Subject').fill('Your interview at {position}');
  await filtered.getByLabel('Message').fill('Hi {name}, please pick an interview time on your dashboard.');
  await filtered.getByRole('button', { name: 'Preview' }).click();
  await expect(filtered.getByText('Goes to 1 applicant', { exact: true })).toBeVisible();
  await filtered.getByRole('button', { name: 'Cancel' }).click();
  await expect(filtered).toBeHidden();

  // The quant books the 11:00 time on the dashboard (their own context, their own console).
  const quantPage = await ada.context.newPage();
  const quantErrors: string[] = [];
  quantPage.on('console', (message) => {
    if (message.type() === 'error') quantErrors.push(message.text());
  });
  await gotoReady(quantPage, '/dashboard');
  const interviews = quantPage.getByRole('heading', { name: 'Interviews', exact: true }).locator('xpath=../..');
  await expect(interviews).toContainText(title);
  await expect(interviews).toContainText('30 minutes');
  await expect(interviews).toContainText('Video call — link sent by e-mail');
  await expect(interviews.getByRole('radio')).toHaveCount(2);
  await expectNoSeriousViolations(quantPage, 'dashboard with an interview to book');
  await interviews.getByRole('radio', { name: /11:00/ }).check();
  await interviews.getByRole('button', { name: 'Book this time' }).click();
  await expect(toastWith(quantPage, 'Interview booked')).toBeVisible();
  await expect(interviews.getByText('Booked:')).toBeVisible();
  await expect(interviews.getByText('Booked:').locator('xpath=..')).toContainText('11:00');
  // Add to calendar: the .ics from the app, and Google Calendar's form filled in.
  const quantCalendar = interviews.getByRole('group', { name: /^Add to calendar:/ });
  const downloading = quantPage.waitForEvent('download');
  await quantCalendar.getByRole('link', { name: /\.ics file/ }).click();
  const quantIcs = await downloading;
  expect(quantIcs.suggestedFilename()).toBe('interview.ics');
  const quantIcsText = (await readFile((await quantIcs.path())!, 'utf8')).replace(/\r\n /g, '');
  expect(quantIcsText).toContain(`SUMMARY:Interview: ${title} at`);
  expect(quantIcsText).toContain(`ATTENDEE;CN="${ada.name}"`);
  expect(quantIcsText).toMatch(/ORGANIZER;CN="[^"]+"/);
  const google = new URL((await quantCalendar.getByRole('link', { name: /Google Calendar/ }).getAttribute('href'))!);
  expect(google.hostname).toBe('calendar.google.com');
  expect(google.searchParams.get('text')).toContain(title);
  expect(google.searchParams.get('dates')).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
  // Change time offers the other free time; keeping the booking leaves it as it was.
  await interviews.getByRole('button', { name: /^Change time/ }).click();
  await expect(interviews.getByRole('radio')).toHaveCount(1);
  await expect(interviews.getByRole('radio', { name: /10:00/ })).toBeVisible();
  await interviews.getByRole('button', { name: 'Keep my time' }).click();
  await expect(interviews.getByRole('radio')).toHaveCount(0);
  await expectNoSeriousViolations(quantPage, 'dashboard with a booked interview');

  await quantPage.setViewportSize(PHONE_VIEWPORT);
  await interviews.getByRole('button', { name: /^Change time/ }).click();
  await expect(interviews.getByRole('radio')).toHaveCount(1);
  expect(await layoutProblems(quantPage), 'the dashboard on a phone').toEqual({ sidewaysScroll: 0, clipped: [] });
  expect(quantErrors, 'console errors on the quant’s page').toEqual([]);
  await ada.context.close();

  // The firm sees who booked which time.
  await page.getByRole('tab', { name: 'Your Positions' }).click();
  await page.reload();
  await expect(times.filter({ hasText: /11:00/ })).toContainText(ada.name);
  await expect(times.filter({ hasText: /10:00/ })).toContainText('Free');
  const firmCalendar = times.filter({ hasText: /11:00/ }).getByRole('group', { name: /^Add to calendar:/ });
  const firmDownloading = page.waitForEvent('download');
  await firmCalendar.getByRole('link', { name: /\.ics file/ }).click();
  const firmIcsText = (await readFile((await (await firmDownloading).path())!, 'utf8')).replace(/\r\n /g, '');
  expect(firmIcsText).toContain(`ATTENDEE;CN="${ada.name}"`);
  expect(firmIcsText).not.toContain(ada.email);
  await expect(times.filter({ hasText: /10:00/ }).getByRole('group', { name: /^Add to calendar:/ })).toHaveCount(0);

  // Both sides were sent the booking with a calendar file.
  const mailbox = (await (await page.request.get('/api/dev/mailbox')).json()) as {
    messages: { to: string; kind: string; attachments: { filename: string; content: string }[] }[];
  };
  for (const to of [ada.email, firmEmail]) {
    const booked = mailbox.messages.find((message) => message.kind === 'interview-booked' && message.to === to);
    expect(booked, `the booking mailed to ${to}`).toBeDefined();
    const ics = booked!.attachments.find((file) => file.filename === 'interview.ics');
    expect(ics?.content).toContain('BEGIN:VCALENDAR');
  }

  // Email All Applicants: preview first (every applicant: 2), then send; changed words need a new preview.
  await page.getByRole('button', { name: 'Email All Applicants' }).click();
  const email = page.getByRole('dialog', { name: 'Email All Applicants' });
  await expect(email.getByRole('button', { name: 'Send' })).toBeDisabled();
  await email.getByLabel('Subject').fill('Next steps for {position}');
  await email.getByLabel('Message').fill('Hi {name}, thank you for applying to {position}. We reply within a week.');
  await email.getByRole('button', { name: 'Preview' }).click();
  await expect(email.getByText('Goes to 2 applicants', { exact: true })).toBeVisible();
  await expect(email).toContainText('Your company can send 3 more e-mails to applicants today');
  const sample = email.getByRole('region', { name: 'Sample e-mail' });
  await expect(sample).toContainText(`Next steps for ${title}`);
  await expect(sample).toContainText(`thank you for applying to ${title}`);
  await expectNoSeriousViolations(page, 'email dialog with a preview');
  await email.getByLabel('Message').fill('Hi {name}, thank you for applying to {position}. We reply within days.');
  await expect(email.getByText('You changed the e-mail since the preview')).toBeVisible();
  await expect(email.getByRole('button', { name: 'Send' })).toBeDisabled();
  await email.getByRole('button', { name: 'Preview' }).click();
  await expect(email.getByText('Goes to 2 applicants', { exact: true })).toBeVisible();
  await email.getByRole('button', { name: 'Send' }).click();
  await expect(toastWith(page, 'Sent to 2 applicants')).toBeVisible();
  await expect(email).toBeHidden();

  // Both dialogs fit a phone.
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.getByRole('button', { name: 'Schedule Batch Interviews' }).click();
  await expect(dialog.getByLabel('Time 1', { exact: true })).toBeVisible();
  await expectFitsPhone(dialog);
  await expectNoSeriousViolations(page, 'interview dialog on a phone');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Email All Applicants' }).click();
  await expect(email.getByLabel('Message')).toBeVisible();
  await expectFitsPhone(email);
  await email.getByRole('button', { name: 'Cancel' }).click();
  expect(await layoutProblems(page), 'the positions tab on a phone').toEqual({ sidewaysScroll: 0, clipped: [] });
});
