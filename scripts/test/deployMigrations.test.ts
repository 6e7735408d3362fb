import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import packageJson from '../../package.json' with { type: 'json' };

/** The tables a folder of D1 migrations creates. */
function tablesCreatedIn(folder: string): Set<string> {
  const tables = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
    const sql = readFileSync(join(folder, file), 'utf8');
    for (const [, name] of sql.matchAll(/CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?["`]?(\w+)/gi)) {
      tables.add(name!.toLowerCase());
    }
  }
  return tables;
}

describe('npm run deploy (DESIGN §2: the sandbox never reaches production D1)', () => {
  const production = unstable_readConfig({ config: 'wrangler.toml', env: 'production' });
  const sandboxTables = tablesCreatedIn('sandbox/migrations');

  it('applies migrations to the production database named in wrangler.toml', () => {
    expect(packageJson.scripts.deploy).toContain('wrangler d1 migrations apply DB --remote --env production');
    expect(production.d1_databases.map((database: { binding: string }) => database.binding)).toEqual(['DB']);
  });

  it('finds the sandbox tables where they belong, and none of them in production migrations', () => {
    expect(sandboxTables).toContain('reservations');
    expect(sandboxTables).toContain('identities');
    for (const database of production.d1_databases) {
      const folder = database.migrations_dir ?? 'migrations';
      expect(folder).not.toMatch(/sandbox/);
      const overlap = [...tablesCreatedIn(folder)].filter((table) => sandboxTables.has(table));
      expect(overlap).toEqual([]);
    }
  });
});
