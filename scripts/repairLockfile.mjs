// Drops optional dependencies that package-lock.json names but holds no entry for.
//
// The registry mirror of this workplace lacks rollup's native packages for other platforms (darwin, win32, musl...),
// so `npm install` records them in rollup's optionalDependencies without an entry of their own, and `npm ci` then
// refuses the lockfile as out of sync. Those packages could never be installed on these machines anyway. Run after
// `npm install` changes the lockfile: `node scripts/repairLockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
let dropped = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (!(nested in lock.packages) && !(`node_modules/${name}` in lock.packages)) {
      delete entry.optionalDependencies[name];
      dropped += 1;
    }
  }
  if (Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies;
}
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`repairLockfile: dropped ${dropped} optional dependencies that have no lockfile entry`);
