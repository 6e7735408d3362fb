/** What a page's boot script hands the browser, as tests read it. */
interface PageBootData {
  site: { partner: { id: string } & Record<string, unknown>; hasSessionCookie: boolean } & Record<
    string,
    unknown
  >;
  catalogues: string[];
}

/** A JSON string literal's text, read as JSON: the boot script writes `JSON.parse("…")`. */
function parsedAfter(html: string, assignment: string): unknown {
  const at = html.indexOf(`${assignment}=JSON.parse(`);
  if (at < 0) throw new Error(`no ${assignment} in the page`);
  const literal = /^"(?:[^"\\]|\\.)*"/.exec(html.slice(at + assignment.length + '=JSON.parse('.length))?.[0];
  if (!literal) throw new Error(`${assignment} is not a JSON string`);
  return JSON.parse(JSON.parse(literal) as string);
}

/** The boot data of a page (web/app/render.server.tsx): the site and the text catalogues it needs. */
export function bootDataOf(html: string): PageBootData {
  return parsedAfter(html, 'self.__BOOT') as PageBootData;
}
