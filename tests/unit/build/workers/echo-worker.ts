import { serveRequests } from '../../../../builder/workers/serve-requests';

/** A worker for the pool's tests: answers a number with its double, and fails on a negative one. */
serveRequests<number, number>((value) => {
  if (value < 0) throw new Error(`cannot double ${value}`);
  return value * 2;
});
