import { resolve } from 'node:path';
import { build } from 'vite';
import { projectRoot } from './project-root';

/** Where the production server is built: beside `dist/`, never inside what is served. */
export const serverOutDir = resolve(projectRoot, 'dist-server');

/**
 * Bundles the production server and the submissions export into plain JavaScript in
 * `dist-server/` (`serve.mjs`, `submissions.mjs`), so a machine that runs the site needs only
 * Node, `dist/`, `dist-server/` and the runtime dependencies (`npm ci --omit=dev`): no
 * TypeScript loader, no Vite. Dependencies stay imports of `node_modules`.
 */
export async function buildServer(outDir = serverOutDir): Promise<void> {
  await build({
    configFile: false,
    root: projectRoot,
    logLevel: 'warn',
    publicDir: false,
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: true,
      rolldownOptions: {
        input: {
          serve: resolve(projectRoot, 'server/serve.ts'),
          submissions: resolve(projectRoot, 'server/submissions.ts'),
        },
        output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
      },
    },
  });
}
