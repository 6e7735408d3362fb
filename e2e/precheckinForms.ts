import type { Locator, Page } from '@playwright/test';

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

/**
 * Signs a traveller's registration on the pad with the mouse (issue 31 point 3): a zigzag across
 * most of the pad, in the pad's own size, so a phone's narrower pad gets a whole signature too.
 */
export async function drawSignature(page: Page, traveller: Locator) {
  const pad = traveller.locator('canvas');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(0.1, 0.5));
  await page.mouse.down();
  for (const [x, y] of [
    [0.25, 0.2],
    [0.4, 0.8],
    [0.55, 0.25],
    [0.7, 0.75],
    [0.9, 0.4],
  ] as const)
    await page.mouse.move(...at(x, y), { steps: 6 });
  await page.mouse.up();
}

const TYPED = {
  en: {
    instead: 'Sign by typing your name instead',
    name: 'Your full name as your signature',
    confirm: 'I sign',
  },
  de: {
    instead: 'Stattdessen mit getipptem Namen unterschreiben',
    name: 'Ihr vollständiger Name als Unterschrift',
    confirm: 'Ich unterschreibe',
  },
};

/** Signs with the keyboard alternative by pointer: the name typed, the declaration ticked. */
export async function signByTyping(traveller: Locator, name: string, lang: 'en' | 'de' = 'en') {
  const words = TYPED[lang];
  await traveller.getByRole('button', { name: words.instead }).click();
  await traveller.getByLabel(words.name).fill(name);
  await traveller.getByRole('checkbox', { name: new RegExp(`^${words.confirm}`) }).check();
}
