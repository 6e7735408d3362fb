import type { FieldValues, Resolver } from 'react-hook-form';
import type { standardSchemaResolver } from '@hookform/resolvers/standard-schema';

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
  const load = async () => {
    const [{ standardSchemaResolver }, schema] = await Promise.all([
      import('@hookform/resolvers/standard-schema'),
      loadSchema(),
    ]);
    return standardSchemaResolver(schema) as unknown as Resolver<Values>;
  };
  return async (values, context, options) => {
    resolver ??= load().catch((error: unknown) => {
      resolver = undefined;
      throw error;
    });
    return (await resolver)(values, context, options);
  };
}
