/**
 * Schemas by name from a module loaded on first use: `answer: schema('reservationSchema')`. The
 * page's data was parsed on the server, so the browser loads zod and the schemas with the first
 * call it makes itself (shared/upstream/client.ts takes a schema or its loader), not with the page.
 */
export function lazySchemas<Module>(load: () => Promise<Module>) {
  return <Name extends keyof Module>(name: Name) =>
    async () =>
      (await load())[name];
}
