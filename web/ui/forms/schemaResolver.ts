import { setAt, getAt } from './paths.ts';
import type { FieldErrors, FieldValues, Resolver } from './types.ts';

/** The Standard Schema interface zod implements: all a form's check needs of a schema. */
export interface StandardSchema {
  readonly '~standard': {
    validate: (value: unknown) => StandardResult | Promise<StandardResult>;
  };
}

interface StandardResult {
  value?: unknown;
  issues?: readonly { message: string; path?: readonly (PropertyKey | { key: PropertyKey })[] }[];
}

/**
 * A form's check by its zod schema, loaded with the first check (a submit or a change after one)
 * rather than with the page: zod and the schemas cost bytes and a phone's main thread (measured in
 * DECISION.md) that a guest who only reads the page never needs. A failed load is tried again at the
 * next check. Each field gets its first issue's message.
 */
export function lazySchemaResolver<T extends FieldValues>(
  loadSchema: () => Promise<StandardSchema>,
): Resolver<T> {
  let schema: Promise<StandardSchema> | undefined;
  return async (values) => {
    schema ??= loadSchema().catch((error: unknown) => {
      schema = undefined;
      throw error;
    });
    const result = await (await schema)['~standard'].validate(values);
    if (!result.issues) return { values: result.value as T, errors: {} };
    let errors: FieldErrors<T> = {};
    for (const issue of result.issues) {
      // An issue of the whole form (no path) is the form's own: `root`, as a field never is.
      const path =
        (issue.path ?? []).map((part) => String(typeof part === 'object' ? part.key : part)).join('.') ||
        'root';
      if (getAt(errors, path) === undefined)
        errors = setAt(errors, path, { type: 'validate', message: issue.message });
    }
    return { values: {}, errors };
  };
}
