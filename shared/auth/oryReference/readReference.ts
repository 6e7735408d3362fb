import { readFileSync } from 'node:fs';

/** Test-only (Node): a reference file of this folder, parsed, by its path below the folder. */
export function readReference(path: string): unknown {
  return JSON.parse(readFileSync(new URL(`./${path}`, import.meta.url), 'utf8'));
}
