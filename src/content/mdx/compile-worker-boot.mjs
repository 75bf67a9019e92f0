// Worker threads do not inherit the TypeScript loader: register it, then run the worker.
import { register } from 'tsx/esm/api';

register();
await import('./compile-worker.ts');
