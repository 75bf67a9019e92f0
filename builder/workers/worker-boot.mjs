// Worker threads do not inherit the TypeScript loader: register it, then run the worker's module.
import { register } from 'tsx/esm/api';

register();
// WorkerPool passes the module's URL as the thread's one argument.
await import(process.argv[2]);
