import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A package loaded the first time it is used, not when the module naming it loads: Node 20.19 and
 * later load an ES module synchronously through `require`. For the MDX parser, which the build's
 * own thread needs only to place a rare problem (the compile runs on worker threads), and which
 * cost about 0.3 s at the start of every build and dev server.
 */
export function loadOnUse<Module>(specifier: string): () => Module {
  let loaded: Module | undefined;
  return () => (loaded ??= require(specifier) as Module);
}
