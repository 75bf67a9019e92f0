import { resolve } from 'node:path';

/** The repository's root folder, wherever a command runs from. */
export const projectRoot = resolve(import.meta.dirname, '..');
