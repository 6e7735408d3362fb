/**
 * A form's values and messages are nested objects addressed by dotted paths, as the fields name
 * them: `travellers.0.birthday`. A number segment is an index into an array.
 */
export function getAt(from: unknown, path: string): unknown {
  let node = from;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * A copy of `into` with the value at `path` replaced (`undefined` removes it); only the objects
 * along the path are copied, so whoever holds the old value keeps seeing it unchanged.
 */
export function setAt<T>(into: T, path: string, value: unknown): T {
  const [part, ...rest] = path.split('.') as [string, ...string[]];
  const next = rest.length > 0 ? setAt(childOf(into, part, rest[0]!), rest.join('.'), value) : value;
  const copy = (Array.isArray(into) ? [...into] : { ...(into as object) }) as Record<string, unknown>;
  if (next === undefined && !Array.isArray(into)) delete copy[part];
  else copy[part] = next;
  return copy as T;
}

function childOf(parent: unknown, part: string, nextPart: string): unknown {
  const child = (parent as Record<string, unknown> | undefined)?.[part];
  if (child !== null && typeof child === 'object') return child;
  return /^\d+$/.test(nextPart) ? [] : {};
}
