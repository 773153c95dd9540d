import { Kind, parse } from 'graphql';
import type { GraphiQLOptions } from 'graphql-yoga';
import { AREAS } from '../areas/index.js';
import { KEY_PLACEHOLDER } from '../auth/credentials.js';
import type { Area } from '../areas/shared/area.js';
import { firstRunQuery } from './firstRun.js';
import { liveGraphiqlTab } from './liveTab.js';

/**
 * GraphiQL opens with one tab per area (each area's `graphiqlTab.ts`, named by its descriptor), then the Live tab of
 * subscriptions (liveTab.ts), so it doubles as a tour of the API. Ids are variables: `npm run dev` fills them with the sandbox's seeded records; in production they
 * are each area's placeholders. The options are built for every page load, so the event-log window and today's date
 * are always current; the page's script (tabsScript.ts) replaces the stored copies of these tabs with the
 * fresh ones instead of adding more.
 */

export interface GraphiqlExamples {
  /** Pre-filled in the AccessKey header. */
  accessKey?: string | undefined;
  /**
   * Values for the examples' id variables: the sandbox's records (`npm run dev`). Without them (production) the
   * variables hold each area's placeholders and each tab says which query lists the real ids.
   */
  ids?: Record<string, unknown> | undefined;
}

const HOUR_MS = 60 * 60 * 1000;

/** Every value an example may use: ids, then the last hour (Shield's 72-hour window) and today (origin logs). */
function exampleValues(areas: readonly Area[], examples: GraphiqlExamples, now: number): Record<string, unknown> {
  return {
    ...Object.assign({}, ...areas.map((area) => area.graphiql?.placeholders), liveGraphiqlTab.placeholders),
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

export function graphiqlOptions(
  examples: GraphiqlExamples,
  now = Date.now(),
  areas: readonly Area[] = AREAS,
): GraphiQLOptions {
  const headers = JSON.stringify({ AccessKey: examples.accessKey ?? KEY_PLACEHOLDER }, null, 2);
  const values = exampleValues(areas, examples, now);
  const tabs = [...areas.map((area) => area.graphiql), liveGraphiqlTab];
  const queries = tabs.flatMap((tab) => {
    if (!tab) return [];
    const placeholders = declaredVariables(tab.query).filter((name) => name in tab.placeholders);
    return [examples.ids ? tab.query : firstRunQuery(tab, placeholders)];
  });
  const defaultTabs = queries.map((query) => ({ query, variables: tabVariables(query, values) }));
  const options: GraphiQLOptions & { query?: string; variables?: string } = {
    // Yoga's GraphiQL puts `query` (else its own welcome text) into the first tab, over defaultTabs' first query.
    query: defaultTabs[0]?.query,
    variables: defaultTabs[0]?.variables,
    headers,
    defaultHeaders: headers,
    // Headers hold account keys: they stay in the page's memory, never in the browser's localStorage.
    shouldPersistHeaders: false,
    title: 'bunny-gateway GraphiQL',
    // Subscriptions over Server-Sent Events on /graphql itself (yoga's distinct connections mode), as docs/live.md
    // documents them; the gateway serves no WebSocket.
    subscriptionsProtocol: 'SSE',
    defaultTabs,
  };
  return options;
}
