import { expect, test } from './fixtures';

test('/api/docs offers Authorize and locks the calls that take a session, from the contract\'s security scheme', async ({ page }) => {
  await page.goto('/api/docs');
  const authorize = page.getByRole('button', { name: 'Authorize' });
  await expect(authorize).toBeVisible();
  // Every tag is listed, collapsed (187 paths); opening one shows its calls.
  for (const tag of ['shop', 'cart', 'payment', 'staff', 'stock', 'design', 'editor', 'membership']) await expect(page.locator(`#operations-tag-${tag}`)).toBeVisible();
  for (const tag of ['shop', 'cart', 'payment']) await page.locator(`#operations-tag-${tag}`).click();
  // A call that needs a session and a public one that accepts one both carry the lock; the webhook reads no session.
  await expect(page.locator('#operations-cart-cartLists .authorization__btn')).toBeVisible();
  await expect(page.locator('#operations-shop-pcCommonData .authorization__btn')).toBeVisible();
  await expect(page.locator('#operations-payment-payWebhookStripe')).toBeVisible();
  await expect(page.locator('#operations-payment-payWebhookStripe .authorization__btn')).toHaveCount(0);
  await authorize.click();
  const dialog = page.locator('.modal-ux');
  await expect(dialog).toContainText('token (apiKey)');
  await expect(dialog).toContainText('Name: token');
  await expect(dialog).toContainText('In: header');
});
