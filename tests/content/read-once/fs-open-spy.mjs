// Preloaded (`--import`) into every Node process and worker of a build by read-once.test.ts: logs
// each opening of a file under FS_SPY_FOLDER, one line `<path>` appended to FS_SPY_LOG. A read that
// opens through another spied function (readFileSync without an encoding calls openSync; with
// utf8 it does not) counts once: only the outermost spied call records.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const folder = process.env.FS_SPY_FOLDER;
const log = process.env.FS_SPY_LOG;
const appendFileSync = fs.appendFileSync;

let depth = 0;

/** @param {unknown} path */
function record(path) {
  const name = path instanceof URL ? path.pathname : String(path);
  if (folder && log && name.startsWith(folder)) appendFileSync(log, `${name}\n`);
}

/**
 * @template {(...args: any[]) => unknown} F
 * @param {F} original
 * @returns {F}
 */
function spied(original) {
  return /** @type {F} */ (
    /** @this {unknown} */
    function (/** @type {unknown} */ path, /** @type {unknown[]} */ ...rest) {
      if (depth === 0) record(path);
      depth++;
      try {
        return original.call(this, path, ...rest);
      } finally {
        depth--;
      }
    }
  );
}

fs.readFileSync = spied(fs.readFileSync);
fs.openSync = spied(fs.openSync);
fs.open = spied(fs.open);
fs.readFile = spied(fs.readFile);
fs.promises.open = spied(fs.promises.open);
fs.promises.readFile = spied(fs.promises.readFile);
syncBuiltinESMExports();
