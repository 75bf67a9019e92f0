/**
 * The two Vite builds in a process of their own, started by `bundle.ts` as
 * `node builder/run-bundled.mjs builder/bundle/bundle-child.ts <options as JSON>`. On failure its stdout is the
 * error as JSON (`ErrorDetails`: name, message, file and place, inner errors) and it exits with 1.
 */
import { errorDetails } from './error-details';
import { bundleWithVite, type ViteBundleOptions } from './vite-bundle';

try {
  await bundleWithVite(JSON.parse(process.argv[2] ?? '') as ViteBundleOptions);
} catch (error) {
  process.stdout.write(JSON.stringify(errorDetails(error)));
  process.exitCode = 1;
}
