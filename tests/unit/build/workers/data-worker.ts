import { threadId } from 'node:worker_threads';
import { requestData, serveRequests } from '../../../../builder/workers/serve-requests';

/** A TypeScript worker for the pool's tests: answers with its thread's id and the data its pool was given. */
const data = requestData<string>();
serveRequests<number, { threadId: number; data: string; value: number }>((value) => ({ threadId, data, value }));
