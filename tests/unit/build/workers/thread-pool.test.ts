import { afterEach, describe, expect, it } from 'vitest';
import { ThreadPool, threadExecArgv } from '../../../../builder/workers/thread-pool';
import { WorkerPool } from '../../../../builder/workers/worker-pool';

interface Answer {
  threadId: number;
  data: string;
  value: number;
}

const javascriptWorker = new URL('./thread-worker.mjs', import.meta.url);
const typescriptWorker = new URL('./data-worker.ts', import.meta.url);

describe('ThreadPool', () => {
  let threads: ThreadPool | undefined;
  afterEach(() => threads?.close());

  it('serves TypeScript and JavaScript modules side by side on no more threads than its size, each with its own data', async () => {
    threads = new ThreadPool(2);
    const pool = threads;
    const compile = new WorkerPool<number, Answer>(typescriptWorker, { threads: pool, workerData: 'compile' });
    const render = new WorkerPool<number, Answer>(javascriptWorker, {
      threads: pool,
      workerData: 'render',
      typescript: false,
    });
    let most = 0;
    const watched = <T>(answer: Promise<T>) =>
      answer.then((value) => {
        most = Math.max(most, pool.threadCount);
        return value;
      });
    const values = Array.from({ length: 40 }, (_, index) => index);
    const [compiled, rendered] = await Promise.all([
      Promise.all(values.map((value) => watched(compile.run(value)))),
      Promise.all(values.map((value) => watched(render.run(value)))),
    ]);
    expect(compiled.map(({ data, value }) => `${data} ${value}`)).toEqual(values.map((value) => `compile ${value}`));
    expect(rendered.map(({ data, value }) => `${data} ${value}`)).toEqual(values.map((value) => `render ${value}`));
    expect(most).toBeLessThanOrEqual(2);
    // Neither sort waited for the other to finish: each had a thread of its own.
    const compileThreads = new Set(compiled.map((answer) => answer.threadId));
    const renderThreads = new Set(rendered.map((answer) => answer.threadId));
    expect([...compileThreads].some((id) => renderThreads.has(id))).toBe(false);
    await Promise.all([compile.close(), render.close()]);
  });

  it('replaces a thread once it has answered its module requestsPerThread times', async () => {
    threads = new ThreadPool(1);
    const render = new WorkerPool<number, Answer>(javascriptWorker, {
      threads,
      typescript: false,
      requestsPerThread: 3,
    });
    const answers = [];
    for (let value = 0; value < 9; value++) answers.push(await render.run(value));
    expect(new Set(answers.map((answer) => answer.threadId)).size).toBe(3);
    expect(threads.threadCount).toBeLessThanOrEqual(1);
  });

  it('fails the requests still waiting when it is closed', async () => {
    threads = new ThreadPool(1);
    const compile = new WorkerPool<number, Answer>(typescriptWorker, { threads, workerData: 'x' });
    const waiting = Array.from({ length: 5 }, (_, value) => compile.run(value));
    const settling = Promise.allSettled(waiting);
    await threads.close();
    const settled = await settling;
    expect(settled.every((result) => result.status === 'rejected')).toBe(true);
  });
});

describe('threadExecArgv', () => {
  it("drops the options that load tsx, as `node --import tsx` and tsx's CLI write them, and keeps the others", () => {
    expect(threadExecArgv(['--import', 'tsx', '--enable-source-maps'])).toEqual(['--enable-source-maps']);
    expect(threadExecArgv(['--import=tsx/esm', '--cpu-prof'])).toEqual(['--cpu-prof']);
    expect(
      threadExecArgv([
        '--require',
        '/repo/node_modules/tsx/dist/preflight.cjs',
        '--import',
        'file:///repo/node_modules/tsx/dist/loader.mjs',
      ]),
    ).toEqual([]);
    expect(threadExecArgv(['--import', './other-loader.mjs', '--max-old-space-size=4096'])).toEqual([
      '--import',
      './other-loader.mjs',
      '--max-old-space-size=4096',
    ]);
  });
});
