import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { readdirSync, readFileSync } from 'node:fs';
import type { D1Database } from '../kit/env.ts';

/**
 * Test-only: D1's API over Node's built-in SQLite, so the identity service can run in Node (where
 * ajv can validate its answers; workerd cannot compile ajv's validators). Covers what the
 * sandbox uses: prepare/bind/first/all/run/raw and batch (one transaction).
 */

const value = (v: unknown): SQLInputValue => {
  if (v === undefined || v === null) return null;
  if (typeof v === 'boolean') return v ? 1 : 0;
  return v as SQLInputValue;
};

class Statement {
  constructor(
    private readonly db: DatabaseSync,
    private readonly sql: string,
    private readonly params: SQLInputValue[] = [],
  ) {}

  bind(...params: unknown[]): Statement {
    return new Statement(this.db, this.sql, params.map(value));
  }

  execute(): { results: Record<string, unknown>[]; changes: number; lastRowId: number } {
    const statement = this.db.prepare(this.sql);
    if (statement.columns().length > 0) {
      return {
        results: statement.all(...this.params) as Record<string, unknown>[],
        changes: 0,
        lastRowId: 0,
      };
    }
    const result = statement.run(...this.params);
    return { results: [], changes: Number(result.changes), lastRowId: Number(result.lastInsertRowid) };
  }

  private result(executed: ReturnType<Statement['execute']>) {
    return {
      success: true,
      results: executed.results,
      meta: {
        changes: executed.changes,
        last_row_id: executed.lastRowId,
        duration: 0,
        rows_read: 0,
        rows_written: 0,
      },
    };
  }

  async first<T>(column?: string): Promise<T | null> {
    const [row] = this.execute().results;
    if (!row) return null;
    return (column ? row[column] : row) as T;
  }

  async all<T>() {
    const result = this.result(this.execute());
    return { ...result, results: result.results as T[] };
  }

  async run() {
    return this.result(this.execute());
  }

  async raw<T>(): Promise<T[]> {
    return this.execute().results.map((row) => Object.values(row)) as T[];
  }

  batchResult() {
    return this.result(this.execute());
  }
}

class NodeD1 {
  constructor(readonly db: DatabaseSync) {}

  prepare(sql: string): Statement {
    return new Statement(this.db, sql);
  }

  async batch(statements: Statement[]) {
    this.db.exec('BEGIN');
    try {
      const results = statements.map((s) => s.batchResult());
      this.db.exec('COMMIT');
      return results;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  async exec(sql: string) {
    this.db.exec(sql);
    return { count: 0, duration: 0 };
  }
}

/** A fresh in-memory database with the sandbox's migrations applied. */
export function nodeD1(): D1Database {
  const db = new DatabaseSync(':memory:');
  db.exec('PRAGMA foreign_keys = ON');
  const dir = new URL('../migrations/', import.meta.url);
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    db.exec(readFileSync(new URL(file, dir), 'utf8'));
  }
  return new NodeD1(db) as unknown as D1Database;
}
