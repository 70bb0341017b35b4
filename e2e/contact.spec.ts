import { expect, gotoReady, test } from './fixtures';
import { toastWith } from './toast-helpers';

test.describe('contact form', () => {
  test('shows every field error, then sends and resets', async ({ page }) => {
    await gotoReady(page, '/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByLabel('Your Role')).toHaveCount(0);

    await page.getByLabel('Full Name').fill('A');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Message', { exact: true }).fill('too short');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid name (2-50 characters)')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page
      .getByLabel('Message', { exact: true })
      .fill('I would like to learn more about hiring through QuantLeap.');
    await page.getByLabel('Subscribe to newsletter').check();
    await page.getByRole('button', { name: 'Send Message' }).click();

    const toast = toastWith(page, 'Submission successful!');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Your message has been sent. We will get back to you soon!');
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Subscribe to newsletter')).not.toBeChecked();
  });

  test('waitlist mode asks for a role and confirms the sign-up', async ({ page }) => {
    await gotoReady(page, '/contact?source=waitlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Join the Waitlist' })).toBeVisible();
    await page.getByLabel('Full Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(page.getByText('Please select your role')).toBeVisible();

    await page.getByLabel('Your Role').selectOption({ label: 'Quant / Data Scientist' });
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(toastWith(page, 'Submission successful!')).toContainText(
      'You have been added to our waitlist! We will notify you when QuantLeap launches.',
    );
  });

  for (const name of ['José Álvarez', 'Zoë', 'Łukasz Nowak', '李明']) {
    test(`${name} can join the waitlist (a name is letters of any script)`, async ({ page }) => {
      await gotoReady(page, '/contact?source=waitlist');
      await page.getByLabel('Full Name').fill(name);
      await page.getByLabel('Email').fill(`waitlist${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`);
      await page.getByLabel('Your Role').selectOption('quant');
      await page.getByRole('button', { name: 'Join Waitlist' }).click();
      await expect(toastWith(page, 'Submission successful!')).toBeVisible();
      await expect(page.getByText('Please enter a valid name (2-50 characters)')).toHaveCount(0);
    });
  }

  test('F8 moves focus to the notification region', async ({ page }) => {
    await gotoReady(page, '/contact?source=waitlist');
    await page.getByLabel('Full Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill('grace.f8@example.com');
    await page.getByLabel('Your Role').selectOption('student');
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(toastWith(page, 'Submission successful!')).toBeVisible();
    await page.keyboard.press('F8');
    const focusedInRegion = await page.evaluate(() => !!document.activeElement?.closest('[role="region"]'));
    expect(focusedInRegion).toBe(true);
  });
});

test.describe('blog newsletter', () => {
  test('Subscribe stores the address and confirms; a bad address is refused', async ({ page }) => {
    await gotoReady(page, '/blog');
    await expect(page.getByRole('heading', { name: 'No blog posts yet' })).toBeVisible();
    await expect(page.getByText('Check back soon for new content!')).toBeVisible();
    await page.getByLabel('Email address').fill('nope');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('Email address').fill('reader@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toastWith(page, 'Check your inbox')).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveValue('');
  });

  test('category chips toggle', async ({ page }) => {
    await gotoReady(page, '/blog');
    const chip = page.getByRole('button', { name: 'Career Advice' });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'false');
  });
});
