/** What a page's boot script hands the browser, as tests read it. */
interface PageBootData {
  site: { partner: { id: string } & Record<string, unknown>; hasSessionCookie: boolean } & Record<
    string,
    unknown
  >;
  features: string[];
  messages: Record<string, unknown>;
}

/** A JSON string literal's text, read as JSON: the boot script writes `JSON.parse("…")`. */
function parsedAfter(html: string, assignment: string): unknown {
  const at = html.indexOf(`${assignment}=JSON.parse(`);
  if (at < 0) throw new Error(`no ${assignment} in the page`);
  const literal = /^"(?:[^"\\]|\\.)*"/.exec(html.slice(at + assignment.length + '=JSON.parse('.length))?.[0];
  if (!literal) throw new Error(`${assignment} is not a JSON string`);
  return JSON.parse(JSON.parse(literal) as string);
}

/** The boot data of a page (web/render.server.tsx): the site, the features and the texts it carries. */
export function bootDataOf(html: string): PageBootData {
  const boot = parsedAfter(html, 'self.__BOOT') as Omit<PageBootData, 'messages'>;
  return { ...boot, messages: parsedAfter(html, 'self.__BOOT.messages') as PageBootData['messages'] };
}
