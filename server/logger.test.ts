import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, redactDatabaseError, redactSqlLiterals, redactUrl } from './logger.js';

describe('redactUrl', () => {
  it('keeps only operationName of a GET /graphql', () => {
    const url = `/graphql?operationName=Login&query=${encodeURIComponent('mutation { login(input: {username: "ada", password: "hunter22"}) { id } }')}&variables=${encodeURIComponent('{"password":"hunter22"}')}`;
    const redacted = redactUrl(url);
    expect(redacted).toBe('/graphql?operationName=Login&query=%5Bredacted%5D&variables=%5Bredacted%5D');
    expect(redacted).not.toContain('hunter22');
  });

  it('redacts credential-like parameters elsewhere and keeps the rest', () => {
    expect(redactUrl('/api/episodes?limit=10&offset=0')).toBe('/api/episodes?limit=10&offset=0');
    expect(redactUrl('/api/x?password=hunter22&q=pricing&api_key=abc')).toBe('/api/x?password=%5Bredacted%5D&q=pricing&api_key=%5Bredacted%5D');
    expect(redactUrl('/api/episodes/%ZZ?x=%E0%A4%A')).toContain('/api/episodes/%ZZ?');
  });
});

describe('redactSqlLiterals', () => {
  it('replaces string and number literals, not identifiers or placeholders', () => {
    expect(redactSqlLiterals(`insert into "prompts" ("text", "view_count", "m1") values ('how to price''s saas', 42, $1)`)).toBe(
      `insert into "prompts" ("text", "view_count", "m1") values (?, ?, $1)`,
    );
  });
});

describe('error logs', () => {
  const dbError = () => {
    const error = new Error(
      `insert into "users" ("username", "password") values ('ada-secret-name', '$argon2id$v=19$abc') returning "id" - duplicate key value violates unique constraint "users_username_unique"`,
    ) as Error & { detail?: string; code?: string; cause?: unknown };
    error.detail = 'Key (username)=(ada-secret-name) already exists.';
    error.code = '23505';
    return error;
  };

  it('drop the SQL parameters and the quoted values of a database error, keeping the statement and the reason', () => {
    const redacted = redactDatabaseError(dbError()) as Error & { detail: string; code: string };
    expect(redacted.message).toBe(
      'insert into "users" ("username", "password") values (?, ?) returning "id" - duplicate key value violates unique constraint "users_username_unique"',
    );
    expect(redacted.detail).toBe('[redacted]');
    expect(redacted.code).toBe('23505');
    expect(redacted.stack).not.toContain('ada-secret-name');
  });

  it('never write user data from SQL into a log line, also through an error cause', () => {
    const lines: string[] = [];
    const log = createLogger(
      'info',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const wrapper = new Error('Something went wrong on our side.', { cause: dbError() });
    log.error({ err: wrapper }, 'request failed');
    log.error({ err: dbError() }, 'request failed');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).not.toContain('ada-secret-name');
      expect(line).not.toContain('argon2id');
      expect(line).toContain('duplicate key value violates unique constraint');
    }
  });
});
