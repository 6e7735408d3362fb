import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { readReference } from '../../shared/auth/oryReference/readReference.ts';

/**
 * Test-only: validators for what Kratos' api.json declares an endpoint answers with a status
 * (`paths[path][method].responses[status]`, else `default`). Runs in Node: ajv compiles code.
 */

type Spec = {
  paths: Record<string, Record<string, { responses: Record<string, { $ref?: string; content?: unknown }> }>>;
  components: { responses: Record<string, { content?: unknown }> };
};

const spec = readReference('ory-kratos/api.json') as Spec;

/** OpenAPI's `nullable` as JSON Schema: a type list with null; without a type it allows anything. */
function jsonSchemaOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(jsonSchemaOf);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(node)) out[key] = jsonSchemaOf(child);
  if (out.nullable === true) {
    delete out.nullable;
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
  }
  return out;
}

const ID = 'https://kratos.test/api.json';
const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
const addFormats = addFormatsModule as unknown as (a: Ajv) => Ajv;
addFormats(ajv);
ajv.addFormat('uuid4', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
ajv.addSchema({ $id: ID, ...(jsonSchemaOf(spec) as object) });

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
const cache = new Map<string, ValidateFunction | null>();

/**
 * The validator of an endpoint's answer with a status; null when api.json declares no body
 * (e.g. 204 and 303 `emptyResponse`).
 */
export function responseValidator(method: string, path: string, status: number): ValidateFunction | null {
  const key = `${method} ${path} ${status}`;
  if (cache.has(key)) return cache.get(key)!;
  const operation = spec.paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`api.json has no ${method} ${path}`);
  const code = operation.responses[String(status)] ? String(status) : 'default';
  const response = operation.responses[code];
  if (!response) throw new Error(`api.json declares neither ${status} nor default for ${method} ${path}`);
  let base = `#/${pointer('paths', path, method.toLowerCase(), 'responses', code)}`;
  let content = response.content;
  if (response.$ref) {
    const name = response.$ref.split('/').at(-1)!;
    base = `#/${pointer('components', 'responses', name)}`;
    content = spec.components.responses[name]?.content;
  }
  const validator = content ? ajv.compile({ $ref: `${ID}${base}/content/application~1json/schema` }) : null;
  cache.set(key, validator);
  return validator;
}

/** Whether api.json declares this status (not only `default`) for the endpoint. */
export function declaresStatus(method: string, path: string, status: number): boolean {
  return Boolean(spec.paths[path]?.[method.toLowerCase()]?.responses[String(status)]);
}
