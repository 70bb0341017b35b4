import { makePdf } from '../src/server/test/pdf';
import { expectNoSeriousViolations } from './axe-helpers';
import { apiUser, createCompany, postPosition, uniqueTag } from './company-helpers';
import { expect, gotoReady, test } from './fixtures';
import { publishProject, verifiedFirm } from './project-helpers';
import { becomeVisibleQuant } from './quant-helpers';
import { toastWith } from './toast-helpers';

/**
 * Issue 42: nothing a person typed is lost. The apply dialog stays open with its text when the finder's list changes
 * under it (its card replaced or gone), and the cover letter survives a reload as a draft until it is sent.
 */
test('the apply dialog keeps what was typed through a list update and a reload, until sent', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  const tag = uniqueTag();
  const firm = await apiUser(browser, baseURL!, 'Kept Text Firm');
  const company = await createCompany(
    firm,
    { name: `Kept Text Capital ${tag}`, website: `https://www.${firm.domain}` },
    'verified',
  );
  const title = `Kept Text Intern ${tag}`;
  await postPosition(firm, title, 'Zurich, Switzerland');
  await firm.context.close();

  await signIn('Tara Typist');
  await gotoReady(page, `/quants/internship-finder?q=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: `Apply to ${title} at ${company.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Apply: ${title}` });
  const letter = 'I have spent two years building volatility models and would love to learn from your team.';
  await dialog.getByLabel('Cover letter').fill(letter);
  await dialog.getByLabel('University').fill('ETH Zurich');

  // The finder's search changes while the dialog is open: the card under it goes; the dialog and its text stay.
  await page.evaluate(() => {
    window.history.replaceState(window.history.state, '', '/quants/internship-finder?q=no-such-internship-anywhere');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.getByText('No internships found')).toBeAttached();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Cover letter')).toHaveValue(letter);
  await expect(dialog.getByLabel('University')).toHaveValue('ETH Zurich');

  // A reload (or a closed tab) keeps the cover letter as a draft of this browser.
  await page.reload();
  await page.getByLabel('Search').fill(title);
  await page.getByRole('button', { name: `Apply to ${title} at ${company.name}` }).click();
  await expect(dialog.getByLabel('Cover letter')).toHaveValue(letter);
  await expect(dialog.getByText('your unsent draft, kept in this browser')).toBeVisible();
  await expectNoSeriousViolations(page, 'the apply dialog with a restored draft');

  // Sending clears the draft.
  await dialog.getByLabel('University').fill('ETH Zurich');
  await dialog.getByLabel('Degree level').selectOption("Master's");
  await dialog.getByLabel('Graduation year').fill('2027');
  await dialog.getByLabel('Résumé (PDF, max 5 MB)').setInputFiles({
    name: 'tara-cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await makePdf()),
  });
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(toastWith(page, 'Application sent')).toBeVisible();
  const drafts = await page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => key.startsWith('quantleap.draft.')),
  );
  expect(drafts).toEqual([]);
});

test('a proposal’s cover note survives a reload as a draft of this browser', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  const tag = uniqueTag();
  const firm = await verifiedFirm(browser, baseURL!, 'Draft Keeping Desk');
  const projectId = await publishProject(firm, {
    title: `Draft kept review ${tag}`,
    budget: { type: 'fixed', min: 20_000 },
  });
  await firm.context.close();
  await signIn('Dora Drafter');
  await becomeVisibleQuant(page, 'Dora Drafter', tag);

  await gotoReady(page, `/leap-market/projects/${projectId}`);
  const form = page.getByRole('form', { name: 'Send a proposal' });
  const note = 'I reviewed execution signals for a market maker for three years and can start next week.';
  await form.getByLabel('Cover note').fill(note);
  await page.reload();
  await expect(form.getByLabel('Cover note')).toHaveValue(note);
  await expect(form.getByText('Your unsent draft, kept in this browser.')).toBeVisible();
  // Erasing the note erases the draft: a reload then starts empty.
  await form.getByLabel('Cover note').fill('');
  await page.reload();
  await expect(form.getByLabel('Cover note')).toHaveValue('');
});
