import { deploymentKeyFor } from '../core/keys.js';
import { uuidFrom } from '../core/random.js';
import type { EdgeScript, EdgeScriptRelease } from './state.js';

/**
 * Generated edge scripts and releases beside the hand-written ones of seed.ts, so the sandbox has enough to page
 * through: a fleet of small CDN scripts, each linked to two customer Pull Zones (neighbours share a zone, so a page
 * of scripts links some zones twice), and a long history of archived releases for one script.
 */

export const FIRST_FLEET_SCRIPT_ID = 32101;
export const FLEET_SCRIPT_COUNT = 27;
const FIRST_OLDER_RELEASE_ID = 870001;
const DAY_MS = 86_400_000;

const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** The `index`th generated release of a script: ids and UUIDs derived from both, stable across runs. */
function generatedRelease(scriptId: number, index: number, date: Date, code: string, status: 0 | 1): EdgeScriptRelease {
  return {
    id: FIRST_OLDER_RELEASE_ID + (scriptId % 1000) * 100 + index,
    uuid: uuidFrom(`edge-script-release:${scriptId}:${index}`),
    code,
    note: status === 1 ? 'Live build' : `Weekly build ${index + 1}`,
    author: 'CI',
    authorEmail: 'ci@acme-demo.com',
    commitSha: uuidFrom(`commit:${scriptId}:${index}`).replaceAll('-', '').slice(0, 12),
    status,
    dateReleased: date,
    datePublished: date,
  };
}

/** `count` archived releases of a script, one a week before `before`, newest first. */
export function olderReleases(scriptId: number, count: number, before: Date, code: string): EdgeScriptRelease[] {
  return Array.from({ length: count }, (_, index) =>
    generatedRelease(scriptId, index, daysBefore(before, 7 * (index + 1)), code, 0),
  );
}

/** The fleet: scripts `FIRST_FLEET_SCRIPT_ID` on, each live on one release, linked to customer zones i and i + 1. */
export function fleetScripts(accountId: string, now: Date, firstCustomerZoneId: number): EdgeScript[] {
  return Array.from({ length: FLEET_SCRIPT_COUNT }, (_, index) => {
    const id = FIRST_FLEET_SCRIPT_ID + index;
    const name = `edge-worker-${String(index + 1).padStart(2, '0')}`;
    const code = `export default { async fetch(request) { return fetch(request); } }; // ${name}`;
    const live = generatedRelease(id, 0, daysBefore(now, index + 1), code, 1);
    return {
      id,
      name,
      scriptType: 1,
      lastModified: live.datePublished,
      code,
      codeModified: live.datePublished,
      currentReleaseId: live.id,
      releases: [live],
      variables: [],
      secrets: [],
      linkedPullZoneIds: [firstCustomerZoneId + index, firstCustomerZoneId + index + 1],
      defaultHostname: `${name}.b-cdn.net`,
      systemHostname: `${name}.bunny.run`,
      deploymentKey: deploymentKeyFor(accountId, id),
      deploymentKeyRotations: 0,
      monthlyCost: Math.round((index + 1) * 13) / 100,
      monthlyRequestCount: (index + 1) * 104_729,
      monthlyCpuTime: (index + 1) * 3_301,
    };
  });
}
