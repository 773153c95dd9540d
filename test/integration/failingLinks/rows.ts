import { existsSync } from 'node:fs';
import { AREA_NAMES } from '../../../src/areas/names.js';
import { ACTIVE_APP_ID, WEB_BLOCKED_IPV4, WEB_PULL_ZONE_ID } from '../../../src/sandbox/index.js';
import type { FailingRoute } from '../../support/failingRoute.js';

/**
 * The rows of failingLinks.test.ts and what writing one takes. Each area owns its rows, in `<area>.ts` beside this
 * file (`export const rows = (): Row[] => [...]`); the test collects them for every area of src/areas/names.ts and
 * checks that together they cover every field that calls bunny.net.
 */

export interface Row {
  /** The field, as `Type.field`. */
  readonly field: string;
  readonly fails: FailingRoute;
  /** The operation; `$KEY` stands for the test's sandbox account. */
  readonly operation: string;
  /** Where the failed field is in `data`: null there. */
  readonly nulled: readonly (string | number)[];
  /** Where an answer beside it is in `data`: still there. */
  readonly kept: readonly (string | number)[];
  readonly withLibraryKey?: boolean;
  /** `$VIDEO` in the operation stands for a video created just before (seeded videos hold an upload already). */
  readonly freshVideo?: boolean;
  /** A file sent as the multipart file part of the operation's `$file: File!` variable. */
  readonly file?: string;
}

export const api = (method: string, path: RegExp): FailingRoute => ({ host: 'api', method, path });
export const video = (method: string, path: RegExp): FailingRoute => ({ host: 'video', method, path });

/** A root query field beside `containerNodeIps` (or a Pull Zone, for that one). */
export const query = (field: string, select: string, fails: FailingRoute, name = field.split('(')[0] ?? field): Row => {
  const beside = name === 'containerNodeIps' ? `pullZone(pullZoneId: ${WEB_PULL_ZONE_ID}) { id }` : 'containerNodeIps';
  return {
    field: `Query.${name}`,
    fails,
    operation: `{ ${field} ${select} ${beside} }`,
    nulled: [name],
    kept: [beside.split('(')[0] ?? ''],
  };
};

/** A mutation beside another that succeeds. */
export const mutation = (field: string, fails: FailingRoute): Row => {
  const name = field.split('(')[0] ?? field;
  const beside =
    name === 'removePullZoneBlockedIp'
      ? `other: deployContainerApp(input: { appId: "${ACTIVE_APP_ID}" }) { clientMutationId }`
      : `other: removePullZoneBlockedIp(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, blockedIp: "${WEB_BLOCKED_IPV4}" }) { clientMutationId }`;
  return {
    field: `Mutation.${name}`,
    fails,
    operation: `mutation { ${field} { __typename } ${beside} }`,
    nulled: [name],
    kept: ['other'],
  };
};

/** A link under a record: null, the record still answered. */
export const link = (field: string, operation: string, path: (string | number)[], fails: FailingRoute): Row => ({
  field,
  fails,
  operation,
  nulled: path,
  kept: path.slice(0, -1),
});

// What more than one area's rows use.
export const GET_PULL_ZONE = api('GET', /^\/pullzone\/\d+$/);
/** An ISO time `hours` before now; `today()` the date of now; `window()` the last two hours as `from`, `to`. */
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

export const today = () => new Date().toISOString().slice(0, 10);

export const window = () => `from: "${hoursAgo(2)}", to: "${hoursAgo(0.1)}"`;

/** The web Pull Zone, as a root field. */
export const ZONE = `pullZone(pullZoneId: ${WEB_PULL_ZONE_ID})`;

/** A mutation that takes a file as `$file`, beside another that succeeds. */
export const uploadMutation = (field: string, fails: FailingRoute): Row => {
  const name = field.split('(')[0] ?? field;
  const beside = `other: removePullZoneBlockedIp(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, blockedIp: "${WEB_BLOCKED_IPV4}" }) { clientMutationId }`;
  return {
    field: `Mutation.${name}`,
    fails,
    operation: `mutation ($file: File!) { ${field} { __typename } ${beside} }`,
    nulled: [name],
    kept: ['other'],
    file: 'a small file',
  };
};

/** An area's rows, as its file exports them. */
interface AreaRows {
  readonly rows: () => Row[];
}

/** Each area's rows, in the order of the areas, from the areas that have a file here. */
export async function rowsOfAreas(): Promise<ReadonlyArray<{ area: string; rows: () => Row[] }>> {
  const owners = AREA_NAMES.filter((area) => existsSync(new URL(`./${area}.ts`, import.meta.url)));
  return Promise.all(
    owners.map(async (area) => {
      const file = new URL(`./${area}.ts`, import.meta.url).href;
      return { area, rows: ((await import(/* @vite-ignore */ file)) as AreaRows).rows };
    }),
  );
}
