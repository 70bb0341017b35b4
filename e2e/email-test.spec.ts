import { uniqueEmail } from './accounts-helpers';
import { expect, gotoReady, test } from './fixtures';
import { toastWith } from './toast-helpers';

test.describe('email testing tool', () => {
  test('asks for an address, sends a welcome mail with a name, and the mail arrives in the development mailbox', async ({
    page,
  }) => {
    const email = uniqueEmail('mailtest');
    await gotoReady(page, '/email-test');
    await expect(page.getByRole('heading', { level: 1, name: 'Email Testing Tool' })).toBeVisible();
    // Without SMTP the mail stays on this machine, and the page says where to read it.
    const mailboxLink = page.getByRole('link', { name: 'Open the development mailbox' });
    await expect(mailboxLink).toBeVisible();

    await page.getByRole('button', { name: 'Send Email' }).click();
    await expect(toastWith(page, 'Please enter an email address')).toBeVisible();
    await expect(page.getByLabel('Email address', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    // The name is asked for the welcome mail only.
    await expect(page.getByRole('radio', { name: 'Test Email' })).toBeChecked();
    await expect(page.getByLabel(/^Name/)).toHaveCount(0);
    await page.getByRole('radio', { name: 'Welcome Email' }).check();
    await page.getByLabel('Email address', { exact: true }).fill(email);
    await page.getByLabel(/^Name/).fill('Grace Hopper');
    await page.getByRole('button', { name: 'Send Email' }).click();
    await expect(toastWith(page, 'Email sent! Please check your inbox (or spam folder)')).toBeVisible();

    await mailboxLink.click();
    await expect(page).toHaveURL(/\/dev\/mailbox$/);
    const message = page.getByRole('article', { name: 'Welcome to QuantLeap' }).filter({ hasText: email });
    await expect(message).toBeVisible();
    await expect(message).toContainText('Welcome to QuantLeap, Grace Hopper!');
  });
});
