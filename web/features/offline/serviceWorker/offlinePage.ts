import type { Language } from '../../../../shared/i18n/languages.ts';
import { formatDay } from '../../../i18n/formatDay.ts';
import { formatSavedAt } from '../saved/formatSavedAt.ts';
import { offlineText } from '../saved/offlineTexts.ts';
import type { SavedReservation } from '../saved/savedReservation.ts';
import { escapeHtml } from '../../../../shared/encoding/escapeHtml.ts';

interface OfflinePageFacts {
  lang: Language;
  saved: readonly SavedReservation[];
  /** The shell's stylesheet, precached: the page looks like the portal. */
  stylesheet: string | undefined;
  /** The page the guest asked for, to ask for again once there is a connection. */
  retry: string;
}

/**
 * The saved stays by house and dates, without their links: a phone is shared, lent or left on a
 * table, and a saved stay's link opens its code, its Wi-Fi and the whole booking. Its guest reaches
 * it the way they first did: the e-mail's link, the browser's history, the icon on the home screen.
 */
function savedList(lang: Language, saved: readonly SavedReservation[]): string {
  if (saved.length === 0) return `<p>${escapeHtml(offlineText(lang, 'offline.page.none'))}</p>`;
  const items = saved.map((reservation) => {
    const stay = `${formatDay(reservation.checkin, lang)} – ${formatDay(reservation.checkout, lang)}`;
    const savedAt = offlineText(lang, 'offline.page.savedAt', {
      savedAt: formatSavedAt(reservation.savedAt, lang),
    });
    return `<li><strong>${escapeHtml(reservation.title)}</strong><br>${escapeHtml(stay)}<br><span class="hint">${escapeHtml(savedAt)}</span></li>`;
  });
  return `<ul>${items.join('')}</ul><p>${escapeHtml(offlineText(lang, 'offline.page.openFrom'))}</p>`;
}

/**
 * The page for a page that is neither online nor saved, made by the service
 * worker from what the device holds: static HTML, no script, the saved reservations listed. It is
 * not the portal's React page, which would hydrate against another URL than the one it answers.
 */
export function offlinePage({ lang, saved, stylesheet, retry }: OfflinePageFacts): Response {
  const title = escapeHtml(offlineText(lang, 'offline.page.title'));
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><link rel="icon" href="/images/icons/icon-32.png">${stylesheet ? `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">` : ''}</head>
<body><div class="layout"><main id="main" class="content">
<h1>${title}</h1>
<p>${escapeHtml(offlineText(lang, 'offline.page.text'))}</p>
<p><a class="button outline" href="${escapeHtml(retry)}">${escapeHtml(offlineText(lang, 'offline.page.retry'))}</a></p>
<section class="panel" aria-labelledby="saved-heading"><h2 id="saved-heading">${escapeHtml(offlineText(lang, 'offline.page.saved'))}</h2>
${savedList(lang, saved)}</section>
</main></div></body></html>`;
  return new Response(html, {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'",
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
