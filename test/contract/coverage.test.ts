import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isInterfaceType, isObjectType } from 'graphql';
import { expect, it } from 'vitest';
import { AREAS } from '../../src/areas/index.js';
import type { Area } from '../../src/areas/shared/area.js';
import {
  type CoverageEntry,
  isReached,
  type ReachedOperation,
  UPSTREAM_DOCUMENTS,
  type UpstreamDocument,
} from '../../src/areas/shared/coverage.js';
import { ROUTES_BY_AREA } from '../../src/sandbox/areas.js';
import { buildSchema } from '../../src/schema.js';
import { renderCoveragePage } from '../../scripts/coveragePage.js';
import { publishedOperations, readDocument } from '../../scripts/upstreamDocuments.js';
import { clientCallsOf, routeShape } from '../support/clientCalls.js';
import { describeWithDocuments } from '../support/publishedDocuments.js';

/**
 * The coverage manifest (each area's coverage.ts) against bunny.net's published documents: every operation is either
 * reached through the graph, by fields that exist, served by the sandbox and called by the area's client, or left out
 * with a reason. An area that adds an operation turns its entry from `leftOut` into `reachedBy`; this test says what
 * else is missing.
 */

const key = (operation: { document: string; method: string; path: string }): string =>
  `${operation.document} ${operation.method} ${operation.path}`;

const owned: { area: Area; entry: CoverageEntry }[] = AREAS.flatMap((area) =>
  (area.coverage ?? []).map((entry) => ({ area, entry })),
);
const reached = owned.filter((owner): owner is { area: Area; entry: ReachedOperation } => isReached(owner.entry));

/** The sandbox's name of each document's host. */
const SANDBOX_HOSTS: Record<string, string> = {
  'api.bunny.net': 'api',
  'video.bunnycdn.com': 'video',
  'cdn-origin-logging.bunny.net': 'originLogs',
};

describeWithDocuments('The coverage manifest', (dir) => {
  const published = publishedOperations(dir);
  /** Each document's server: the sandbox host, and the path prefix (Magic Containers' `/mc`) of its routes. */
  const servers = new Map(
    UPSTREAM_DOCUMENTS.map((document): [UpstreamDocument, { host: string; prefix: string }] => {
      const url = new URL((readDocument(dir, document)['servers'] as { url: string }[])[0]?.url ?? '');
      return [document, { host: SANDBOX_HOSTS[url.hostname] ?? url.hostname, prefix: url.pathname.replace(/\/$/, '') }];
    }),
  );
  const asSent = (entry: CoverageEntry): string =>
    `${entry.method} ${routeShape(`${servers.get(entry.document)?.prefix}${entry.path}`)}`;

  it('names every operation of every published document exactly once, and no other', () => {
    expect(published).toHaveLength(265);
    const areasOf = new Map<string, string[]>();
    for (const { area, entry } of owned) areasOf.set(key(entry), [...(areasOf.get(key(entry)) ?? []), area.name]);
    const missing = published.map(key).filter((operation) => !areasOf.has(operation));
    const unknown = [...areasOf.keys()].filter((operation) => !published.some((op) => key(op) === operation));
    const repeated = [...areasOf]
      .filter(([, areas]) => areas.length > 1)
      .map(([op, areas]) => `${op} (${areas.join(', ')})`);
    expect({ missing, unknown, repeated }).toEqual({ missing: [], unknown: [], repeated: [] });
  });

  it('is declared by every area of the graph, in the documents or outside them', () => {
    const declared = (area: Area) => (area.coverage ?? []).length + (area.outsideDocuments ?? []).length > 0;
    expect(AREAS.filter((area) => !declared(area)).map((area) => area.name)).toEqual([]);
  });

  it('names only fields of the schema for the operations outside the documents, each operation once', () => {
    const schema = buildSchema();
    const outside = AREAS.flatMap((area) => area.outsideDocuments ?? []);
    expect(outside.length).toBeGreaterThan(0);
    const absent = outside.flatMap((entry) =>
      entry.fields.filter((coordinate) => {
        const [typeName = '', fieldName = ''] = coordinate.split('.');
        const type = schema.getType(typeName);
        return !((isObjectType(type) || isInterfaceType(type)) && fieldName in type.getFields());
      }),
    );
    expect(absent).toEqual([]);
    const names = outside.map((entry) => `${entry.api} ${entry.method} ${entry.path}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives a reason for every operation it leaves out', () => {
    const unexplained = owned
      .map(({ entry }) => entry)
      .filter((entry) => !isReached(entry) && entry.leftOut.trim().length < 10);
    expect(unexplained.map(key)).toEqual([]);
  });

  it('names only fields of the schema built from the areas', () => {
    const schema = buildSchema();
    const absent = reached.flatMap(({ entry }) =>
      entry.fields.filter((coordinate) => {
        const [typeName = '', fieldName = ''] = coordinate.split('.');
        const type = schema.getType(typeName);
        return !((isObjectType(type) || isInterfaceType(type)) && fieldName in type.getFields());
      }),
    );
    expect(absent).toEqual([]);
  });

  it('has every reached operation served by the sandbox, in the route table of the area that owns it', () => {
    const unserved = reached.filter(({ area, entry }) => {
      const { host, prefix } = servers.get(entry.document) ?? { host: '', prefix: '' };
      return !(ROUTES_BY_AREA[area.name] ?? []).some(
        (route) =>
          route.host === host &&
          route.method === entry.method &&
          routeShape(route.pattern) === routeShape(prefix + entry.path),
      );
    });
    expect(unserved.map(({ area, entry }) => `${area.name}: ${key(entry)}`)).toEqual([]);
  });

  const callsOf = (area: Area): Set<string> =>
    clientCallsOf(fileURLToPath(new URL(`../../src/areas/${area.name}/`, import.meta.url)));

  it('has every reached operation called by the client of the area that owns it, and no left-out one', () => {
    const calls = new Map(AREAS.map((area) => [area.name, callsOf(area)]));
    const uncalled = reached.filter(({ area, entry }) => !calls.get(area.name)?.has(asSent(entry)));
    const calledButLeftOut = owned.filter(
      ({ area, entry }) => !isReached(entry) && calls.get(area.name)?.has(asSent(entry)),
    );
    expect({
      uncalled: uncalled.map(({ area, entry }) => `${area.name}: ${key(entry)}`),
      calledButLeftOut: calledButLeftOut.map(({ area, entry }) => `${area.name}: ${key(entry)}`),
    }).toEqual({ uncalled: [], calledButLeftOut: [] });
  });

  it('is shown in docs/coverage.md as `npm run coverage:docs` writes it', () => {
    const page = readFileSync(new URL('../../docs/coverage.md', import.meta.url), 'utf8');
    expect(page, 'docs/coverage.md is stale: run `npm run coverage:docs`').toBe(renderCoveragePage(AREAS, published));
  });
});
