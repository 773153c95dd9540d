import { runInNewContext } from 'node:vm';
import { Kind, parse, validate } from 'graphql';
import type { GraphiQLOptions } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../../src/areas/index.js';
import { declaredVariables, graphiqlOptions } from '../../src/graphiql/options.js';
import { renderLocalGraphiql } from '../../src/graphiql/assets.js';
import { liveGraphiqlTab } from '../../src/graphiql/liveTab.js';
import { GRAPHIQL_TABS_SCRIPT } from '../../src/graphiql/tabsScript.js';
import { buildSchema } from '../../src/schema.js';

/** GraphiQL's page without a browser: the HTML, the options, and the page's tab script on a stand-in localStorage. */

/** One tab per area, then the Live tab of subscriptions. */
const TABS = AREAS.length + 1;
const NOW = Date.parse('2026-11-23T10:30:00Z');
const KEY = 'sandbox-demo-key';

class FakeStorage {
  readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

interface Tab {
  title: string;
  query: string;
  variables: string | null;
  headers: string | null;
}
interface GraphiqlStorage {
  setItem(key: string, value: string): void;
}
type PageOptions = GraphiQLOptions & { variables?: string; query?: string; storage?: GraphiqlStorage };

/** One page load: the tab script runs on `store` with the options the server renders at `now`. */
function loadPage(store: FakeStorage, now = NOW, address = 'http://127.0.0.1:4000/graphql'): PageOptions {
  const options = JSON.parse(JSON.stringify(graphiqlOptions({ accessKey: KEY, ids: { shieldZoneId: 41873 } }, now)));
  const run = runInNewContext(`${GRAPHIQL_TABS_SCRIPT}; bunnyGatewayGraphiql`, {
    window: { localStorage: store, location: { href: address } },
    URL,
  }) as (options: PageOptions) => PageOptions;
  return run(options);
}

function tabState(store: FakeStorage): { tabs: Tab[]; activeTabIndex: number } {
  return JSON.parse(store.getItem('graphiql:tabState') ?? 'null');
}

describe('the GraphiQL page', () => {
  const html = renderLocalGraphiql(graphiqlOptions({ accessKey: KEY }, NOW));

  it('has a title and no placeholder left from yoga’s template', () => {
    expect(html).toContain('<title>bunny-gateway GraphiQL</title>');
    expect(html).toContain('Loading bunny-gateway GraphiQL…');
    expect(html).not.toContain('__TITLE__');
    expect(html).not.toContain('__OPTS__');
  });

  it('loads every file, the favicon and the editor workers included, from this server', () => {
    const addresses = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(addresses).toEqual([
      '/graphiql-assets/favicon.svg',
      '/graphiql-assets/graphiql.css',
      '/graphiql-assets/yoga-graphiql.umd.js',
    ]);
    const workers = JSON.parse(/var workerUrls = (\{.*\});/.exec(html)?.[1] ?? '{}') as Record<string, string>;
    expect(Object.keys(workers)).toEqual(['editorWorkerService', 'json', 'graphql']);
    for (const url of Object.values(workers)) expect(url).toMatch(/^\/graphiql-assets\/monacoeditorwork\//);
    expect(html).not.toMatch(/unpkg|githubusercontent|jsdelivr/);
  });

  it('cannot be broken out of by a value that closes the script element', () => {
    const page = renderLocalGraphiql({ title: 'x', headers: '</script><script>alert(1)</script>' });
    // The page's own four script elements, opened and closed: no tag came from the value.
    expect(page.match(/<script[ >]/g)).toHaveLength(4);
    expect(page.match(/<\/script>/g)).toHaveLength(4);
  });
});

describe('GraphiQL’s example tabs', () => {
  const options = graphiqlOptions({ accessKey: KEY }, NOW);

  it('keeps every tour comment within 80 characters, so the editor shows it whole without scrolling', () => {
    const tooLong = (options.defaultTabs ?? []).flatMap((tab) =>
      (tab.query ?? '').split('\n').filter((line) => line.trimStart().startsWith('#') && line.length > 80),
    );
    expect(tooLong).toEqual([]);
  });

  it('gives each tab only the variables its operations declare', () => {
    for (const tab of options.defaultTabs ?? []) {
      const variables = Object.keys(JSON.parse(tab.variables ?? '{}')).sort();
      expect(variables).toEqual(declaredVariables(tab.query ?? '').sort());
    }
    expect(declaredVariables(options.defaultTabs?.[2]?.query ?? '')).toEqual([
      'pullZoneId',
      'from',
      'to',
      'date',
      'blockedIp',
      'edgeRuleId',
    ]);
  });

  it('dates the event-log window in the hour before the page was served and the origin logs today', () => {
    const shield = JSON.parse(options.defaultTabs?.[0]?.variables ?? '{}');
    expect(shield).toMatchObject({ from: '2026-11-23T09:30:00.000Z', to: '2026-11-23T10:29:00.000Z' });
    const originLogs = JSON.parse(options.defaultTabs?.[5]?.variables ?? '{}');
    expect(originLogs).toEqual({ pullZoneId: 0, date: '2026-11-23' });
  });

  it('on a real account, opens each tab with ids by naming its placeholders and the query to run first', () => {
    const tabs = options.defaultTabs ?? [];
    const withIds = AREAS.filter((area) => area.graphiql?.ids !== undefined);
    expect(withIds.map((area) => area.name)).not.toContain('account');
    // Every tab whose placeholders stand for ids names the query that lists them (the account's is a search word).
    const idPlaceholders = (area: (typeof AREAS)[number]) =>
      Object.keys(area.graphiql?.placeholders ?? {}).filter((name) => /Id$/.test(name));
    expect(AREAS.filter((area) => idPlaceholders(area).length > 0)).toEqual(withIds);
    expect(withIds.length).toBeGreaterThanOrEqual(8);
    for (const area of withIds) {
      const query = tabs[AREAS.indexOf(area)]?.query ?? '';
      const idsOperation = /query (\w+)/.exec(area.graphiql?.ids ?? '')?.[1] ?? '?';
      const note = query.slice(0, query.indexOf('\n#\n')).replace(/\n# /g, ' ');
      expect(note, area.name).toContain(`run ${idsOperation} first`);
      for (const name of Object.keys(area.graphiql?.placeholders ?? {})) expect(note, area.name).toContain(`"${name}"`);
      expect(query.endsWith(area.graphiql?.ids ?? '?'), area.name).toBe(true);
      expect(declaredVariables(area.graphiql?.ids ?? '')).toEqual([]);
    }
  });

  it('shows the sandbox’s tabs without the note: their variables hold the seeded ids', () => {
    const sandbox = graphiqlOptions({ accessKey: KEY, ids: {} }, NOW).defaultTabs ?? [];
    expect(sandbox.map((tab) => tab.query)).toEqual([
      ...AREAS.map((area) => area.graphiql?.query),
      liveGraphiqlTab.query,
    ]);
  });

  it('holds only operations the schema accepts, on a real account and on the sandbox', () => {
    const schema = buildSchema();
    const sandbox = graphiqlOptions({ ids: {} }, NOW).defaultTabs ?? [];
    for (const tab of [...(options.defaultTabs ?? []), ...sandbox]) {
      const document = parse(tab.query ?? '');
      const names = document.definitions.map((definition) =>
        definition.kind === Kind.OPERATION_DEFINITION ? definition.name?.value : undefined,
      );
      expect(validate(schema, document), names.join()).toEqual([]);
    }
  });

  it('runs subscriptions over Server-Sent Events on /graphql itself, where the gateway serves them', () => {
    expect(options.subscriptionsProtocol).toBe('SSE');
    expect(renderLocalGraphiql(options)).toContain('"subscriptionsProtocol":"SSE"');
  });

  it('opens a Live tab that subscribes to a polled record and to a video’s webhooks', () => {
    const live = (options.defaultTabs ?? []).at(-1)?.query ?? '';
    expect(live).toContain('containerAppStatusChanged(appId: $appId)');
    expect(live).toContain('videoStatusChanged(videoLibraryId: $videoLibraryId, videoId: $videoId)');
  });

  it('never asks GraphiQL to persist headers', () => {
    expect(options.shouldPersistHeaders).toBe(false);
  });
});

describe('the page’s tab script', () => {
  it('opens one example per area on a fresh profile, in the order of the areas, the first one active', () => {
    const store = new FakeStorage();
    const options = loadPage(store);
    const state = tabState(store);
    expect(state.tabs).toHaveLength(TABS);
    // Each tab is titled by its first operation: the areas' in their order, then the Live tab.
    const firstOperation = (query: string | undefined) => /(?:query|subscription) (\w+)/.exec(query ?? '')?.[1];
    expect(state.tabs.map((tab) => tab.title)).toEqual([
      ...AREAS.map((area) => firstOperation(area.graphiql?.query)),
      'ContainerAppLive',
    ]);
    expect(state.tabs.map((tab) => tab.title).slice(0, 3)).toEqual([
      'ShieldOverview',
      'ContainerApps',
      'PullZoneDashboard',
    ]);
    expect(state.activeTabIndex).toBe(0);
    expect(options.variables).toBe(state.tabs[0]?.variables);
  });

  it('keeps one tab per area over reloads on later days, each time with that day’s dates', () => {
    const store = new FakeStorage();
    for (const day of [0, 1, 2, 3]) {
      loadPage(store, NOW + day * 86_400_000);
      const state = tabState(store);
      expect(state.tabs).toHaveLength(TABS);
      expect(JSON.parse(state.tabs[5]?.variables ?? '{}').date).toBe(`2026-11-2${3 + day}`);
    }
  });

  it('keeps a tab the user edited after the examples and reopens it when the address bar holds its query', () => {
    const store = new FakeStorage();
    loadPage(store);
    const state = tabState(store);
    const edited = {
      ...state.tabs[2],
      query:
        'mutation Mine { removePullZoneBlockedIp(input: { pullZoneId: 1, blockedIp: "192.0.2.1" }) { clientMutationId } }',
    };
    store.setItem('graphiql:tabState', JSON.stringify({ tabs: [...state.tabs, edited], activeTabIndex: TABS }));
    const options = loadPage(store, NOW, `http://127.0.0.1:4000/graphql?query=${encodeURIComponent(edited.query)}`);
    const after = tabState(store);
    expect(after.tabs.map((tab) => tab.title)).toEqual([...state.tabs.map((tab) => tab.title), 'Mine']);
    expect(after.activeTabIndex).toBe(TABS);
    expect(options.variables).toBe(edited.variables);
  });

  /**
   * What GraphiQL does on load (its getDefaultTabState): the page's query and variables, each from the options or,
   * when missing, from its stored copy, select the stored tab with the same pair; no such tab, and it adds one.
   */
  function tabGraphiqlOpens(store: FakeStorage, options: PageOptions): number {
    const { tabs } = tabState(store);
    const pairs = [
      [options.query, options.variables],
      [store.getItem('graphiql:query'), store.getItem('graphiql:variables')],
    ];
    const found = pairs.map(([query, variables]) =>
      tabs.findIndex((tab) => tab.query === query && (tab.variables ?? '') === (variables ?? '')),
    );
    expect(found[0]).toBe(found[1]);
    return found[0] ?? -1;
  }

  it.each([0, 1, 2, 3, 4, 5])(
    'reopens the example tab %i used before a reload, with fresh dates and no added tab',
    (used) => {
      const store = new FakeStorage();
      loadPage(store);
      // The user runs tab `used`: GraphiQL makes it active and keeps its query and variables as the last edited.
      const state = tabState(store);
      const tab = state.tabs[used] as Tab;
      store.setItem('graphiql:tabState', JSON.stringify({ ...state, activeTabIndex: used }));
      store.setItem('graphiql:query', tab.query);
      store.setItem('graphiql:variables', tab.variables ?? '');
      const options = loadPage(store, NOW + 3_600_000);
      const after = tabState(store);
      expect(after.tabs.map((one) => one.title)).toEqual(state.tabs.map((one) => one.title));
      expect(after.activeTabIndex).toBe(used);
      expect(tabGraphiqlOpens(store, options)).toBe(used);
      expect(after.tabs[used]?.query).toBe(tab.query);
    },
  );

  it('opens the first example on a page whose stored copy of the last query belongs to another tab', () => {
    const store = new FakeStorage();
    const first = loadPage(store);
    store.setItem('graphiql:variables', tabState(store).tabs[5]?.variables ?? '');
    store.setItem('graphiql:tabState', JSON.stringify({ ...tabState(store), activeTabIndex: 0 }));
    const options = loadPage(store);
    expect(tabGraphiqlOpens(store, options)).toBe(0);
    expect(options.query).toBe(first.query);
  });

  it('strips credential headers from whatever GraphiQL stores, and keeps the others', () => {
    const store = new FakeStorage();
    const storage = loadPage(store).storage as GraphiqlStorage;
    const headers = JSON.stringify({
      AccessKey: 'real-key',
      authorization: 'Bearer t',
      'X-Library-Key': 'l',
      'x-origin-log-token': 'j',
      'graphql-client-name': 'me',
    });
    storage.setItem('graphiql:queries', JSON.stringify({ queries: [{ query: '{ containerNodeIps }', headers }] }));
    storage.setItem('graphiql:headers', headers);
    storage.setItem(
      'graphiql:tabState',
      JSON.stringify({ tabs: [{ query: '{ a }', headers: '{ "AccessKey": "real-k' }] }),
    );
    const everything = JSON.stringify([...store.items.values()]);
    for (const secret of ['real-key', 'Bearer t', '"l"', '"j"', 'real-k']) expect(everything).not.toContain(secret);
    expect(store.getItem('graphiql:headers')).toBe(JSON.stringify({ 'graphql-client-name': 'me' }, null, 2));
  });

  it('cleans a key an earlier version of the page left in storage before GraphiQL reads it', () => {
    const store = new FakeStorage();
    store.setItem('graphiql:headers', '{"AccessKey":"left-over-key"}');
    store.setItem('graphiql:shouldPersistHeaders', 'true');
    store.setItem(
      'graphiql:tabState',
      JSON.stringify({ tabs: [{ query: '{ a }', headers: '{"AccessKey":"left-over-key"}' }], activeTabIndex: 0 }),
    );
    loadPage(store);
    expect(JSON.stringify([...store.items.values()])).not.toContain('left-over-key');
    expect(store.getItem('graphiql:shouldPersistHeaders')).toBeNull();
  });
});
