import { afterEach, describe, expect, it } from 'vitest';
import { WorkerPool } from '../../../../builder/workers/worker-pool';

const echoWorker = new URL('./echo-worker.ts', import.meta.url);

describe('WorkerPool', () => {
  let pool: WorkerPool<number, number> | undefined;
  afterEach(() => pool?.close());

  it('answers every request on real worker threads, each with its own reply', async () => {
    pool = new WorkerPool<number, number>(echoWorker, { size: 2 });
    const values = Array.from({ length: 50 }, (_, index) => index);
    expect(await Promise.all(values.map((value) => pool!.run(value)))).toEqual(values.map((value) => value * 2));
  });

  it('rejects a request whose handler throws, with its message, and goes on answering', async () => {
    pool = new WorkerPool<number, number>(echoWorker, { size: 1 });
    await expect(pool.run(-1)).rejects.toThrow('cannot double -1');
    expect(await pool.run(4)).toBe(8);
  });
});
