import { compilePages } from './build/pages/compile-pages.ts';
import { serverFiles } from './build/pages/server-files.ts';
const t0 = performance.now(); const c0 = process.cpuUsage();
const files = serverFiles('/tmp/lead-ssrx');
await compilePages({ root: '/work/main', pagesDir: '/tmp/corpus', cacheDir: undefined, ...files });
const c = process.cpuUsage(c0);
console.log('compile cold', Math.round(performance.now() - t0), 'ms wall', Math.round((c.user + c.system) / 1000), 'ms cpu');
