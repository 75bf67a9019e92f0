import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/spawn-server';
import { cannotRunPostgres, startPostgres, type TestPostgres } from './postgres';
import { contactFields, freshDataDir, post, startSite } from './site';

const skip = cannotRunPostgres();
let database: TestPostgres | undefined;
const sites: RunningServer[] = [];
beforeAll(async () => {
  if (!skip) database = await startPostgres();
});
afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop()));
  database?.stop();
});

describe.skipIf(skip)(`the rate limit with PostgreSQL${skip ? ` (skipped: ${skip})` : ''}`, () => {
  it('is one limit for every server sharing the database', async () => {
    if (!database) throw new Error('not started');
    const env = { DATABASE_URL: database.url, FORM_RATE_LIMIT: '6' };
    sites.push(
      await startSite({ ...env, DATA_DIR: freshDataDir() }),
      await startSite({ ...env, DATA_DIR: freshDataDir() }),
    );
    // Twelve posts from one address, alternating between the servers, four at a time.
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, i) => post(sites[i % 2].url, 'contact', contactFields(`Rate ${round * 4 + i}`))),
      );
      statuses.push(...answers.map((answer) => answer.status));
      for (const answer of answers) {
        if (answer.status === 429) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
    }
    // Limited per process, each server would have let its own six through: twelve.
    expect(statuses.filter((status) => status === 303)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });
});
