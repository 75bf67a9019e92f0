import { buildSite } from '../builder/build-site';
import { threadCpuCharged } from '../builder/workers/thread-cpu';
const r = await buildSite({ pagesDir: process.argv[2], outDir: process.argv[3], cacheDir: process.argv[4] });
const c = threadCpuCharged();
console.log(
  JSON.stringify({
    total: Math.round(c.total),
    by: Object.fromEntries([...c.byAccount].map(([k, v]) => [k, Math.round(v)])),
  }),
);
console.log(JSON.stringify(r.ownCpuTimings), JSON.stringify(r.timings));
const u = process.cpuUsage();
console.log('process cpu', Math.round((u.user + u.system) / 1000));
