/**
 * `node --import tsx bench/micro/pullZonePage.ts [rounds=15] [iterations=200]`: the graph's own cost of the 5- and
 * 40-field pages of 20 full-size Pull Zones (scenario 8c), without HTTP or yoga: the gateway's schema compiled by
 * graphql-jit as the executor compiles it, the area's real resolvers and paging, and the answer written with
 * JSON.stringify, against the parse floor's writing of the same fields (bench/floor). Both start from pages parsed
 * before the clock starts, so that what the graph adds per record and per selected field is not drowned by the parse
 * every forwarder pays (reported apart). CPU time of this process, alternating rounds; medians in µs per page.
 */
import { parse } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { corePagesOrWhole, numberedList } from '../../src/areas/shared/paging/index.js';
import { buildSchema } from '../../src/schema.js';
import { dashboardPullZonePage, PULL_ZONE_FIELDS, pullZoneFieldsQuery } from '../fixtures.js';

type Page = { Items: Record<string, unknown>[] };

const rounds = Number(process.argv[2] ?? 15);
const iterations = Number(process.argv[3] ?? 200);
const text = JSON.stringify(dashboardPullZonePage());
const schema = buildSchema();

/** CPU µs of this process since `started` (wall time on a shared machine counts the others' work too). */
function cpuSince(started: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(started);
  return user + system;
}

/** Fresh parsed pages, one per iteration, as each request parses its own answer. */
const pages = (): Page[] => Array.from({ length: iterations }, () => JSON.parse(text) as Page);

/** The scope the page's resolver reads: a Pull Zone client whose list answers the next parsed page. */
const context = (page: Page) => ({
  scope: {
    pullZones: {
      pullZoneList: () => numberedList(corePagesOrWhole, 'pullZones', async () => ({ data: page, status: 200 })),
    },
  },
});

function compiled(count: number) {
  const query = compileQuery(schema, parse(pullZoneFieldsQuery(count)));
  if (!isCompiledQuery(query)) throw new Error(JSON.stringify(query.errors));
  return query;
}

const queries = { 5: compiled(5), 40: compiled(40) };

async function graph(count: 5 | 40): Promise<number> {
  const query = queries[count];
  const input = pages();
  const started = process.cpuUsage();
  for (const page of input) {
    const result = await query.query(undefined, context(page), {});
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    JSON.stringify(result);
  }
  return cpuSince(started) / iterations;
}

async function floor(count: 5 | 40): Promise<number> {
  const fields = PULL_ZONE_FIELDS.slice(0, count);
  const input = pages();
  const started = process.cpuUsage();
  for (const page of input) {
    const items = (await Promise.resolve(page)).Items;
    const edges = items.map(
      (zone) => `{"node":{${fields.map(([name, key]) => `"${name}":${JSON.stringify(zone[key])}`).join(',')}}}`,
    );
    `{"data":{"pullZones":{"totalCount":${items.length},"edges":[${edges.join(',')}]}}}`.length;
  }
  return cpuSince(started) / iterations;
}

function parseOnly(): number {
  const started = process.cpuUsage();
  for (let i = 0; i < iterations; i++) JSON.parse(Buffer.from(text).toString('utf8'));
  return cpuSince(started) / iterations;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ways: Record<string, () => number | Promise<number>> = {
  'graph 5': () => graph(5),
  'graph 40': () => graph(40),
  'floor 5': () => floor(5),
  'floor 40': () => floor(40),
  parse: parseOnly,
};
const times: Record<string, number[]> = Object.fromEntries(Object.keys(ways).map((name) => [name, []]));
for (let round = 0; round < rounds; round++) {
  for (const [name, run] of Object.entries(ways)) times[name]?.push(await run());
}
const at = (name: string): number => median(times[name] ?? []);
for (const name of Object.keys(ways)) {
  const values = (times[name] ?? []).map((value) => value.toFixed(0)).join(' ');
  console.log(`${name.padEnd(9)} median ${at(name).toFixed(1).padStart(7)} µs/page  (${values})`);
}
const withParse = (name: string): number => at(name) + at('parse');
console.log(
  `with the parse: graph 40/5 ${(withParse('graph 40') / withParse('graph 5')).toFixed(2)}x; graph over floor: ` +
    `5 fields ${(withParse('graph 5') / withParse('floor 5')).toFixed(2)}x, 40 ${(withParse('graph 40') / withParse('floor 40')).toFixed(2)}x`,
);
