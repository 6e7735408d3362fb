import type { Page } from '@playwright/test';

/** The pre-check-in's customer step, filled in as a guest would (Emma Walker of London). */
export async function fillCustomer(page: Page) {
  await page.getByLabel('Salutation').selectOption('F');
  await page.getByLabel('First name').fill('Emma');
  await page.getByLabel('Last name').fill('Walker');
  await page.getByLabel('Street and number').fill('High Street 1');
  await page.getByLabel('Postcode').fill('SW1A 1AA');
  await page.getByLabel('Town').fill('London');
  await page.getByLabel('Country').selectOption('GB');
  await page.getByLabel('Phone during your holiday (numbers only)').fill('447700900123');
  await page.getByLabel('E-mail').fill('emma.walker@example.com');
}
