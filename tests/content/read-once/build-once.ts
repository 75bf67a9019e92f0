// `node --import tsx build-once.ts <pagesDir> <outDir> <cacheDir>`: one build, in a process of its own
// so that the file-open spy sees it whole (its bundling child and worker threads included).
import { buildSite } from '../../../builder/build-site';

const [pagesDir, outDir, cacheDir] = process.argv.slice(2);
await buildSite({ pagesDir, outDir, cacheDir });
