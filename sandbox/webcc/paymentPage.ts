import { Hono } from 'hono';
import { html } from 'hono/html';
import type { SandboxAppEnv } from '../kit/env.ts';
import { formatAmount, mailGuest } from '../kit/mails.ts';
import { findByNumber } from './reservationStore.ts';
import { devPage } from '../dev/devPage.ts';
import { readForm } from '../kit/badRequest.ts';
import { inLanguage, languageOr, type Localised } from '../i18n/inLanguage.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import { sandboxStamp } from '../kit/clock.ts';
import { uiOriginOf } from '../identity/uiUrls.ts';
import { mailReadyArrivals } from './arrivalReadyMails.ts';

interface PaymentRow {
  id: string;
  number: string;
  method: string;
  amount: number;
  status: string;
}

const TEXT = {
  title: { en: 'Sandbox payment', de: 'Sandbox-Zahlung' },
  lead: {
    en: 'This page stands in for the payment provider.',
    de: 'Diese Seite steht für den Zahlungsanbieter.',
  },
  pay: { en: 'Pay', de: 'Bezahlen' },
  decline: { en: 'Decline payment', de: 'Zahlung ablehnen' },
  done: { en: 'This payment is finished.', de: 'Diese Zahlung ist abgeschlossen.' },
} satisfies Record<string, Localised>;

/** The page's texts in one language. */
const textIn = (lang: Language) =>
  Object.fromEntries(Object.entries(TEXT).map(([key, text]) => [key, inLanguage(text, lang)])) as Record<
    keyof typeof TEXT,
    string
  >;

/**
 * `/__dev/payment/:id`: the provider's payment page, shown in the portal's frame. Paying or
 * declining sends the frame to the portal's result pages, as the real provider does.
 */
export function paymentPageRoutes() {
  const routes = new Hono<SandboxAppEnv>();
  const load = (db: SandboxAppEnv['Bindings']['DB'], id: string) =>
    db
      .prepare('SELECT id, number, method, amount, status FROM payments WHERE id = ?')
      .bind(id)
      .first<PaymentRow>();

  routes.get('/__dev/payment/:id', async (c) => {
    const payment = await load(c.env.DB, c.req.param('id'));
    if (!payment) return c.text('Not Found', 404);
    const lang = languageOr(c.req.query('lang'));
    const text = textIn(lang);
    const reservation = await findByNumber(c.env.DB, payment.number);
    const amount = formatAmount(payment.amount, reservation?.currency ?? 'EUR', lang);
    return c.html(
      devPage(
        text.title,
        html`<p>${text.lead}</p>
          <p><strong>${amount}</strong> · ${payment.method} · ${payment.number}</p>
          ${
            payment.status === 'pending'
              ? html`<form method="post">
                  <input type="hidden" name="lang" value="${lang}" />
                  <button name="outcome" value="succeed">${text.pay}</button>
                  <button name="outcome" value="fail">${text.decline}</button>
                </form>`
              : html`<p>${text.done}</p>`
          }`,
        lang,
      ),
    );
  });

  routes.post('/__dev/payment/:id', async (c) => {
    const payment = await load(c.env.DB, c.req.param('id'));
    if (!payment) return c.text('Not Found', 404);
    const form = await readForm(c);
    if (!form) return c.text('Bad Request', 400);
    const lang = languageOr(form.lang);
    const back = (page: 'successpending' | 'failure') =>
      c.redirect(
        `/precheckins/iframepages/${page}?lang=${lang}&payment=${encodeURIComponent(payment.id)}`,
        303,
      );
    if (payment.status !== 'pending')
      return back(payment.status === 'succeeded' ? 'successpending' : 'failure');
    if (form.outcome !== 'succeed') {
      await c.env.DB.prepare("UPDATE payments SET status = 'failed' WHERE id = ?").bind(payment.id).run();
      return back('failure');
    }
    const now = sandboxStamp();
    await c.env.DB.batch([
      c.env.DB.prepare("UPDATE payments SET status = 'succeeded' WHERE id = ?").bind(payment.id),
      c.env.DB.prepare(
        'UPDATE reservations SET paid_amount = paid_amount + ?, last_modified = ? WHERE number = ?',
      ).bind(payment.amount, now, payment.number),
    ]);
    const reservation = await findByNumber(c.env.DB, payment.number);
    if (reservation) {
      await mailGuest(c.env.DB, reservation.email, reservation.language, 'payment', {
        number: reservation.number,
        amount: formatAmount(payment.amount, reservation.currency, reservation.language),
      });
      await mailReadyArrivals(c.env.DB, { origin: uiOriginOf(c), number: reservation.number });
    }
    return back('successpending');
  });

  return routes;
}
