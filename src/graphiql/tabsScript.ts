import { CREDENTIAL_HEADERS } from '../auth/credentials.js';

/**
 * The script GraphiQL's page runs before GraphiQL renders: `bunnyGatewayGraphiql(options)` returns the options to
 * render with. It exists because of two things GraphiQL does with the browser's localStorage:
 *
 * - Tabs. Once a tab state is stored, GraphiQL ignores `defaultTabs` and adds a tab for the page's query unless a
 *   stored tab has the same query, variables and headers. The examples' variables hold the current hour, so every
 *   load added a tab (6, 7, 8, 9...) and the stored ones kept the dates of the first visit. Here the stored copies
 *   of the examples are dropped and the fresh ones put first; the caller's own tabs (any edited query) stay after
 *   them, and the tab GraphiQL opens (the query in the address bar, else the first example) is one of them.
 * - Credentials. GraphiQL writes headers into its tab state and query history. The storage handed to it here
 *   removes the credential headers from whatever it writes, so a real account key typed into GraphiQL never stays
 *   in the browser; the page's `shouldPersistHeaders: false` keeps the rest of the headers out of the tab state.
 *
 * It is plain browser JavaScript in a string (the page inlines it); test/unit/graphiql.test.ts runs it against
 * a stand-in localStorage, and `npm run check:browser` in a real browser.
 */
export const GRAPHIQL_TABS_SCRIPT = String.raw`
function bunnyGatewayGraphiql(options) {
  var PREFIX = 'graphiql:';
  var CREDENTIALS = ${JSON.stringify(CREDENTIAL_HEADERS)};
  var store = window.localStorage;

  // A headers JSON text without its credentials; text that does not parse may be a half-typed key: none of it.
  function withoutCredentials(text) {
    if (typeof text !== 'string' || text.trim() === '') return text;
    try {
      var headers = JSON.parse(text);
      if (headers === null || typeof headers !== 'object' || Array.isArray(headers)) return null;
      var kept = {};
      Object.keys(headers).forEach(function (name) {
        if (CREDENTIALS.indexOf(name.toLowerCase()) === -1) kept[name] = headers[name];
      });
      return Object.keys(kept).length > 0 ? JSON.stringify(kept, null, 2) : null;
    } catch (error) {
      return null;
    }
  }
  function scrub(value) {
    if (Array.isArray(value)) return value.map(scrub);
    if (value === null || typeof value !== 'object') return value;
    var copy = {};
    Object.keys(value).forEach(function (key) {
      copy[key] = key === 'headers' ? withoutCredentials(value[key]) : scrub(value[key]);
    });
    return copy;
  }
  // What GraphiQL may keep under a key: the headers editor's text, or JSON (tabs, history) with headers scrubbed.
  function safe(key, value) {
    if (key === PREFIX + 'headers') return withoutCredentials(value) || '';
    if (key === PREFIX + 'query' || key === PREFIX + 'variables') return value;
    try {
      return JSON.stringify(scrub(JSON.parse(value)));
    } catch (error) {
      return value;
    }
  }
  var storage = {
    getItem: function (key) { return store.getItem(key); },
    setItem: function (key, value) { store.setItem(key, safe(key, value)); },
    removeItem: function (key) { store.removeItem(key); },
    clear: function () { ownKeys().forEach(function (key) { store.removeItem(key); }); },
    get length() { return ownKeys().length; },
  };
  function ownKeys() {
    var keys = [];
    for (var i = 0; i < store.length; i++) if (String(store.key(i)).indexOf(PREFIX) === 0) keys.push(store.key(i));
    return keys;
  }

  // Whatever an earlier version of the page or GraphiQL stored is cleaned once, before GraphiQL reads it.
  ownKeys().forEach(function (key) {
    var value = store.getItem(key);
    if (value !== null) store.setItem(key, safe(key, value));
  });
  store.removeItem(PREFIX + 'shouldPersistHeaders');

  function operationName(query) {
    var match = /^(?!#).*(query|subscription|mutation)\s+([a-zA-Z0-9_]+)/m.exec(query || '');
    return match ? match[2] : null;
  }
  function tab(query, variables) {
    var name = operationName(query);
    var id = Math.random().toString(16).slice(2) + Date.now().toString(16);
    return { id: id, title: name || '<untitled>', query: query, variables: variables || null, headers: null,
      operationName: name, response: null };
  }
  function storedState() {
    try {
      var state = JSON.parse(store.getItem(PREFIX + 'tabState') || 'null');
      return state && Array.isArray(state.tabs) ? state : { tabs: [], activeTabIndex: 0 };
    } catch (error) {
      return { tabs: [], activeTabIndex: 0 };
    }
  }

  var previous = storedState();
  var examples = (options.defaultTabs || []).map(function (example) { return tab(example.query, example.variables); });
  var exampleQueries = examples.map(function (example) { return example.query; });
  var own = previous.tabs.filter(function (saved) {
    return saved && typeof saved.query === 'string' && exampleQueries.indexOf(saved.query) === -1;
  }).map(function (saved) { return tab(saved.query, saved.variables); });
  var tabs = examples.concat(own);

  // The tab to open: the query in the address bar (yoga passes it to GraphiQL), else the one open before the reload,
  // else the first example.
  var before = previous.tabs[previous.activeTabIndex];
  var wanted = new URL(window.location.href).searchParams.get('query') || (before && before.query) || options.query;
  var active = tabs.findIndex(function (candidate) { return candidate.query === wanted; });
  if (active === -1 && wanted) {
    tabs.push(tab(wanted, null));
    active = tabs.length - 1;
  }
  active = Math.max(active, 0);
  store.setItem(PREFIX + 'tabState', JSON.stringify({ tabs: tabs, activeTabIndex: active }));
  // GraphiQL opens the tab whose query and variables equal the page's, taking each from the options or, when they
  // leave it out, from its last-edited copy in storage; a pair that matches no tab becomes a new tab. Both sources
  // hold the opened tab's, so a reload never adds a tab (the stored copy was the last-used tab's, with the first
  // example's query from the options: a broken duplicate).
  var opened = tabs[active] || tab(options.query, options.variables);
  options.query = opened.query;
  options.variables = opened.variables || '';
  store.setItem(PREFIX + 'query', options.query || '');
  store.setItem(PREFIX + 'variables', options.variables);
  options.storage = storage;
  return options;
}
`;
