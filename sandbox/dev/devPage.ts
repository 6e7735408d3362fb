import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/**
 * The HTML shell of the sandbox's own pages (its mailbox, the payment provider, the sign-in
 * providers): plain markup without scripts or inline styles, so it passes the strictest CSP; the
 * title is the heading too.
 */
export function devPage(title: string, content: Html, lang = 'en'): Html {
  return html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <link rel="icon" href="/images/icons/icon-32.png" sizes="32x32" type="image/png" />
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          ${content}
        </main>
      </body>
    </html>`;
}
