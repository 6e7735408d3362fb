/** The last-resort answer when rendering itself failed: static, bilingual, no scripts. */
export function serverErrorPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Something went wrong</h1><p>Sorry, we could not show this page. Please try again in a moment.</p><p lang="de">Entschuldigung, diese Seite kann gerade nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal.</p><p><a href="/">Go to the home page</a></p></body></html>`;
}

/** Its own policy: it has no scripts, and its one inline style must not fall under a page's nonce policy. */
export const SERVER_ERROR_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";
