import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { Credentials } from '../../auth/credentials.js';
import type { AreaClientFactory } from '../../request/scope.js';
import type { UpstreamSession } from '../../upstream/session.js';
import type { Download } from './download.js';
import type { CoverageEntry, OutsideDocuments } from './coverage.js';
import type { NodeType } from './nodes.js';
import { schemaDirectory } from './schemaDirectory.js';

/**
 * An area of the graph (Shield, Pull Zones, ...), as the centre of the gateway sees it: everything it needs of the
 * area, in one descriptor that the area's folder exports from its index.ts. areas/index.ts gives the list of them
 * (generated from areas/names.ts), and every central list is built from that one: the schema and its resolvers,
 * `node(id:)`'s types, each request's area clients, GraphiQL's tabs and codegen's mappers. Adding an area is a new
 * folder and one line in areas/names.ts (docs/contributing/add-an-area.md). The sandbox, bunny.net's stand-in, is not
 * part of the gateway: it knows no area and no area knows it; its registry of areas, each a folder with its routes,
 * is generated from the same names (sandbox/areas.ts).
 */
export interface Area<Name extends string = string, Client = unknown> extends AreaClientFactory {
  /** Its name: `scope.<name>` holds its client, and `extensions.service` of its errors and its metrics say it. */
  readonly name: Name;
  /** Its SDL, each file's text (`sdl('<area>.graphql')` reads one of schema/). */
  readonly typeDefs: readonly string[];
  readonly resolvers: readonly Resolvers[];
  /** The types of the area that implement `Node`, readable by `node(id:)` and `nodes(ids:)`. */
  readonly nodes?: readonly NodeType[];
  /**
   * GraphQL type -> the upstream record that is its parent, for codegen (codegen.ts): `<file>#<type>`, the file
   * relative to the area's folder, e.g. `{ PullZone: 'upstreamTypes.ts#KnownPullZone' }`.
   */
  readonly mappers?: Readonly<Record<string, string>>;
  /**
   * The area's part of the coverage manifest (its `coverage.ts`): each published operation it owns, with the fields
   * that reach it or why it is left out. docs/coverage.md is generated from it; test/contract/coverage.test.ts holds it.
   */
  readonly coverage?: readonly CoverageEntry[];
  /** Operations of bunny.net's that no published document describes (Edge Storage), with the fields reaching them. */
  readonly outsideDocuments?: readonly OutsideDocuments[];
  /** Its binary answers, streamed by download routes (download.ts). */
  readonly downloads?: readonly Download[];
  /** Its tab of GraphiQL: a tour of the area as operations (src/graphiql.ts). */
  readonly graphiql?: GraphiqlTab;
  /** Makes the area's client for one request, from the request's upstream session and the caller's credentials. */
  client(session: UpstreamSession, credentials: Credentials): Client;
}

export interface GraphiqlTab {
  /** The operations of the tab. */
  readonly query: string;
  /** What its id variables hold in production, where there is no sandbox to take real ids from. */
  readonly placeholders: Readonly<Record<string, unknown>>;
  /**
   * A query (no variables) listing the account's records with the ids the placeholders stand for: production's
   * GraphiQL adds it to the tab, with a note to run it first (graphiql/firstRun.ts).
   */
  readonly ids?: string;
}

/** An area descriptor, typed by its name and client. */
export function defineArea<Name extends string, Client>(area: Area<Name, Client>): Area<Name, Client> {
  return area;
}

/** The text of an SDL file of schema/. */
export function sdl(file: string): string {
  return readFileSync(join(schemaDirectory(), file), 'utf8');
}
