import { sql } from 'drizzle-orm';
import { isDatabaseUnavailableError, openDatabase } from './index';

describe('openDatabase with a PostgreSQL URL', () => {
  it('survives an unreachable server: ping is false and queries fail with a "database unavailable" error', async () => {
    const errors: Error[] = [];
    const database = await openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', onPoolError: (e) => errors.push(e) });
    try {
      expect(database.kind).toBe('postgres');
      expect(await database.ping()).toBe(false);
      const failure = await database.db.execute(sql`select 1`).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailableError(failure)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('tells unavailability errors from query errors', () => {
    expect(isDatabaseUnavailableError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailableError(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailableError(new Error('x', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
    expect(isDatabaseUnavailableError(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailableError(undefined)).toBe(false);
  });
});
