import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_PATHS } from './routePaths.ts';

const ROOT = join(import.meta.dirname, '../..');

function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Each page's first segment (`reservations`, `myaccount`, `login`, …), as a link would begin. */
const FIRST_SEGMENTS = [
  ...new Set([...ROUTE_PATHS.values()].map((path) => path.split('/')[1]).filter(Boolean)),
];
/**
 * A string that starts like a page's path (`'/reservations/…`, `` `/login` ``) or is a relative
 * link (`'..'`, `"../payment"`, not a module's `'../x.ts'`).
 */
const PAGE_LITERAL = new RegExp(
  `['"\`](?:/(?:${FIRST_SEGMENTS.join('|')})(?=[/'"\`?$])|\\.\\.(?:/[a-z-]+)?['"\`])`,
);
const COMMENT = /^\s*(?:\/\/|\*|\/\*)/;

describe('links are built from the route table', () => {
  it('leaves no page path written as a string in web/', () => {
    const found = sources('web').flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          !COMMENT.test(line) && PAGE_LITERAL.test(line)
            ? [`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it('knows the pages it looks for', () => {
    expect(FIRST_SEGMENTS).toEqual(
      expect.arrayContaining(['reservations', 'precheckins', 'myaccount', 'login']),
    );
  });
});
