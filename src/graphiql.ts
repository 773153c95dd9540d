import { Kind, parse } from 'graphql';
import type { GraphiQLOptions } from 'graphql-yoga';
import { shieldGraphiqlTab } from './areas/shield/graphiqlTab.js';
import { containersGraphiqlTab } from './areas/containers/graphiqlTab.js';
import { pullZonesGraphiqlTab } from './areas/pullZones/graphiqlTab.js';
import { edgeScriptsGraphiqlTab } from './areas/edgeScripts/graphiqlTab.js';
import { streamGraphiqlTab } from './areas/stream/graphiqlTab.js';
import { originLogsGraphiqlTab } from './areas/originLogs/graphiqlTab.js';

/**
 * GraphiQL opens with one tab per area (each area's `graphiqlTab.ts`), so it doubles as a tour of the API. Ids are
 * variables: `npm run dev` fills them with the sandbox's seeded records; in production they are placeholders. The options are
 * built for every page load, so the event-log window and today's date are always current; the page's script
 * (http/graphiqlTabs.ts) replaces the stored copies of these tabs with the fresh ones instead of adding more.
 */
const EXAMPLES: string[] = [
  shieldGraphiqlTab,
  containersGraphiqlTab,
  pullZonesGraphiqlTab,
  edgeScriptsGraphiqlTab,
  streamGraphiqlTab,
  originLogsGraphiqlTab,
];

export interface GraphiqlExamples {
  /** Pre-filled in the AccessKey header. */
  accessKey?: string | undefined;
  /** Values for the examples' id variables. */
  ids?: Record<string, unknown> | undefined;
}

const PLACEHOLDER_IDS = {
  shieldZoneId: 0,
  unprotectedPullZoneId: 0,
  ruleId: 'rule id',
  appId: 'app id',
  pullZoneId: 0,
  blockedIp: '203.0.113.1',
  edgeRuleId: 'edge rule id',
  scriptId: 0,
  releaseUuid: '00000000-0000-0000-0000-000000000000',
  libraryId: 0,
  videoId: 'video id',
};

const HOUR_MS = 60 * 60 * 1000;

/** Every value an example may use: ids, then the last hour (Shield's 72-hour window) and today (origin logs). */
function exampleValues(examples: GraphiqlExamples, now: number): Record<string, unknown> {
  return {
    ...PLACEHOLDER_IDS,
    ...examples.ids,
    from: new Date(now - HOUR_MS).toISOString(),
    to: new Date(now - 60 * 1000).toISOString(),
    date: new Date(now).toISOString().slice(0, 10),
  };
}

/**
 * The variables one example declares, each once although several of its operations may declare it, so each tab shows
 * only its own (GraphiQL underlines unused ones).
 */
export function declaredVariables(query: string): string[] {
  const names = parse(query).definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION
      ? (definition.variableDefinitions ?? []).map((variable) => variable.variable.name.value)
      : [],
  );
  return [...new Set(names)];
}

function tabVariables(query: string, values: Record<string, unknown>): string {
  const own = Object.fromEntries(declaredVariables(query).map((name) => [name, values[name]]));
  return JSON.stringify(own, null, 2);
}

export function graphiqlOptions(examples: GraphiqlExamples, now = Date.now()): GraphiQLOptions {
  const headers = JSON.stringify({ AccessKey: examples.accessKey ?? '<your bunny.net API key>' }, null, 2);
  const values = exampleValues(examples, now);
  const defaultTabs = EXAMPLES.map((query) => ({ query, variables: tabVariables(query, values) }));
  const options: GraphiQLOptions & { query?: string; variables?: string } = {
    // Yoga's GraphiQL puts `query` (else its own welcome text) into the first tab, over defaultTabs' first query.
    query: defaultTabs[0]?.query,
    variables: defaultTabs[0]?.variables,
    headers,
    defaultHeaders: headers,
    // Headers hold account keys: they stay in the page's memory, never in the browser's localStorage.
    shouldPersistHeaders: false,
    title: 'bunny-gateway GraphiQL',
    defaultTabs,
  };
  return options;
}
