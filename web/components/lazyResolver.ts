import type { FieldValues, Resolver } from 'react-hook-form';
// The resolver itself is small and zod-free (it reads the Standard Schema interface); a dynamic
// import of it would be a lazy entry from a package that imports React, and split React out of the
// shell's chunk (scripts/build-client.mjs).
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';

type Schema = Parameters<typeof standardSchemaResolver>[0];

/**
 * A form's check by its zod schema, loaded with the first check (a submit or a touched field) rather
 * than with the page: zod and the schemas are some 10 KB gzip and 20 ms of a phone's main thread that
 * a guest who only reads the page never needs. A failed load is tried again at the next check.
 */
export function lazySchemaResolver<Values extends FieldValues>(
  loadSchema: () => Promise<Schema>,
): Resolver<Values> {
  let resolver: Promise<Resolver<Values>> | undefined;
  const load = async () => standardSchemaResolver(await loadSchema()) as unknown as Resolver<Values>;
  return async (values, context, options) => {
    resolver ??= load().catch((error: unknown) => {
      resolver = undefined;
      throw error;
    });
    return (await resolver)(values, context, options);
  };
}
