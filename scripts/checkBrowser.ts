// `npm run check:browser`: GraphiQL of `npm run dev` in a real headless browser (Debian's chromium, driven by
// playwright-core), the checks a unit test cannot make:
// - every request the page makes goes to 127.0.0.1 (no CDN, no favicon from a code host);
// - the page has a title, and GraphiQL renders its example tabs;
// - on the first visit, before any reload, one click on each tab opens it, and again after the window is resized
//   (each tab visible in the 1600 px window);
// - three reloads keep the same number of tabs, with the Shield tab's event-log window in the last hour and the
//   origin-logs date today, and each example tab shows only the variables its operations declare;
// - after running each example tab in turn, a reload reopens that tab, with no added tab, and it runs again without
//   a "Variable ... was not provided" error;
// - an account key typed into the headers editor, sent, and left there is nowhere in localStorage.
// Needs chromium (`apt-get install -y chromium`); CHROMIUM=/path/to/chrome picks another. Exits 1 on any failure.
// A screenshot of the first visit is written to scratch/graphiql.png (scratch/ is git-ignored).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { AREAS } from '../src/areas/index.js';
import { declaredVariables, graphiqlOptions } from '../src/graphiql/options.js';
import { spawnDev } from '../test/process/spawnDev.js';

/** The example tabs' queries, as the page offers them. */
const EXAMPLE_QUERIES = new Set((graphiqlOptions({}).defaultTabs ?? []).map((tab) => tab.query ?? ''));
const REAL_KEY = 'typed-real-account-key-0f3a9c';
const failures: string[] = [];
/** The project's git-ignored output folder. */
const OUTPUT_DIR = fileURLToPath(new URL('../scratch/', import.meta.url));
const WIDTH = 1600;

function check(ok: boolean, what: string): void {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}

interface StoredTab {
  title: string;
  query: string | null;
  variables: string | null;
}

async function storedTabs(page: Page): Promise<StoredTab[]> {
  const state = await page.evaluate(() => localStorage.getItem('graphiql:tabState'));
  return (JSON.parse(state ?? '{"tabs":[]}') as { tabs: StoredTab[] }).tabs;
}

async function load(page: Page, url: string, how: 'goto' | 'reload'): Promise<number> {
  if (how === 'goto') await page.goto(url);
  else await page.reload();
  await page.locator('.graphiql-tab').first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(700); // GraphiQL writes its tab state 500 ms after a change
  return page.locator('.graphiql-tab').count();
}

function checkExampleVariables(tabs: StoredTab[], now: number): void {
  const variables = (title: string): Record<string, unknown> =>
    JSON.parse(tabs.find((tab) => tab.title === title)?.variables ?? '{}') as Record<string, unknown>;
  const shield = variables('ShieldOverview');
  const from = Date.parse(String(shield['from']));
  check(
    now - from < 2 * 3600_000 && now - from > 0,
    `the Shield tab's window starts in the last hours (${shield['from']})`,
  );
  for (const tab of tabs.filter((stored) => EXAMPLE_QUERIES.has(stored.query ?? ''))) {
    const shown = Object.keys(JSON.parse(tab.variables ?? '{}') as object)
      .sort()
      .join();
    check(
      shown ===
        declaredVariables(tab.query ?? '')
          .sort()
          .join(),
      `the ${tab.title} tab shows only its own variables (${shown})`,
    );
  }
  const today = new Date(now).toISOString().slice(0, 10);
  check(variables('OriginErrors')['date'] === today, `the origin-logs tab's date is today (${today})`);
}

/**
 * Runs the open tab (its first operation: a tab with a dashboard and a change holds two, and GraphiQL asks which one to
 * run) and waits for GraphiQL to store its state.
 */
async function runOpenTab(page: Page): Promise<string> {
  // Wait for the answer itself: a dashboard can take seconds on a loaded machine, and a click on the execute button
  // while a run is still going stops that run instead of starting the next.
  const answered = page
    .waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        response.request().method() === 'POST' &&
        !(response.request().postData() ?? '').includes('__schema'), // GraphiQL's own introspection after a reload
      { timeout: 30_000 },
    )
    .then((response) => response.finished())
    .catch(() => undefined);
  await page.locator('.graphiql-execute-button').click();
  const firstOperation = page.getByRole('menuitem').first();
  if (await firstOperation.isVisible({ timeout: 2_000 }).catch(() => false)) await firstOperation.click();
  await answered;
  await page.waitForTimeout(1500); // history and tab state are written after debounces of up to 500 ms
  return (await page.locator('.graphiql-response').textContent()) ?? '';
}

/**
 * Opens a tab and waits until GraphiQL has taken its query: its editor's change handler (debounced 100 ms) stores the
 * query and then reads the operations from it, so a stored `graphiql:query` equal to the tab's means Run will run
 * this tab's operation with its variables. A click on Run before then runs the last tab's, or none.
 */
async function openTab(page: Page, index: number, tab: StoredTab): Promise<void> {
  await page.locator('.graphiql-tab .graphiql-tab-button').nth(index).click();
  const taken = await page
    .waitForFunction((query) => localStorage.getItem('graphiql:query') === query, tab.query ?? '', { timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  check(taken, `the ${tab.title} tab's query is taken by the editor after its click`);
}

/**
 * One click on each tab in turn (from the second, then back to the first) must open it: the tab is inside the window,
 * and after the click it is the active one. A tab that moved when pressed (a stale framer-motion transform) takes the
 * click's release elsewhere and stays closed.
 */
async function checkSingleClicks(page: Page, when: string): Promise<void> {
  const buttons = page.locator('.graphiql-tab .graphiql-tab-button');
  const count = await buttons.count();
  const width = page.viewportSize()?.width ?? WIDTH;
  for (const index of [...Array.from({ length: count }, (_, i) => i).slice(1), 0]) {
    const button = buttons.nth(index);
    const title = (await button.getAttribute('title')) ?? `tab ${index + 1}`;
    const box = await button.boundingBox();
    check(
      box !== null && box.x >= 0 && box.x + box.width <= width,
      `${when}: the ${title} tab is inside the ${width} px window`,
    );
    await button.click({ timeout: 5_000 }).catch(() => undefined);
    const opened = await page
      .waitForFunction(
        (i) => document.querySelectorAll('.graphiql-tab')[i]?.classList.contains('graphiql-tab-active'),
        index,
        {
          timeout: 2_000,
        },
      )
      .then(() => true)
      .catch(() => false);
    check(opened, `${when}: one click opens the ${title} tab`);
  }
}

/** Each example tab in turn: opened, run, then the page reloaded. */
async function checkReloadAfterEachTab(page: Page, url: string, tabCount: number): Promise<void> {
  const tabs = await storedTabs(page);
  const titles = tabs.map((tab) => tab.title);
  for (let index = 0; index < tabCount; index += 1) {
    await openTab(page, index, tabs[index] as StoredTab);
    const answer = await runOpenTab(page);
    check(answer.includes('"data"'), `the ${titles[index]} tab runs (${answer.slice(0, 60).replace(/\s+/g, ' ')})`);
    const count = await load(page, url, 'reload');
    const active = (await page.locator('.graphiql-tab-active').textContent()) ?? '';
    check(count === tabCount, `after running ${titles[index]}, a reload keeps ${tabCount} tabs (${count})`);
    check(active.includes(titles[index] ?? '?'), `and reopens ${titles[index]} (${active})`);
    const again = await runOpenTab(page);
    check(!again.includes('was not provided'), `which runs again with its variables (${titles[index]})`);
  }
}

async function typeKeyAndRun(page: Page): Promise<void> {
  // The first area's tab, a query: the last tab is the Live tab, whose subscription streams rather than answers.
  await openTab(page, 0, (await storedTabs(page))[0] as StoredTab);
  await page.getByRole('button', { name: /^headers$/i }).click();
  const editor = page.locator('.graphiql-editor-tool .monaco-editor').last();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(`{ "AccessKey": "${REAL_KEY}", "graphql-client-name": "browser-check" }`);
  await runOpenTab(page);
}

async function main(): Promise<void> {
  const dev = await spawnDev();
  // 127.0.0.1 rather than the banner's localhost, so any other host in the request log is plainly foreign.
  const url = dev.url.replace('localhost', '127.0.0.1');
  const profile = mkdtempSync(join(tmpdir(), 'bunny-gateway-browser-'));
  const context = await chromium.launchPersistentContext(profile, {
    viewport: { width: WIDTH, height: 900 },
    executablePath: process.env['CHROMIUM'] ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const requests: string[] = [];
  const sentKeys: string[] = [];
  context.on('request', (request) => {
    requests.push(request.url());
    const key = request.headers()['accesskey'];
    if (key) sentKeys.push(key);
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const first = await load(page, url, 'goto');
    check((await page.title()) === 'bunny-gateway GraphiQL', `the page's title is "${await page.title()}"`);
    check(!(await page.content()).includes('__TITLE__'), 'no __TITLE__ placeholder on the page');
    // One example tab per area, then the Live tab of subscriptions (src/graphiql/liveTab.ts).
    const expectedTabs = AREAS.length + 1;
    check(
      first === expectedTabs,
      `GraphiQL opens with one example tab per area and the Live tab, ${expectedTabs} (${first})`,
    );
    mkdirSync(OUTPUT_DIR, { recursive: true });
    await page.screenshot({ path: join(OUTPUT_DIR, 'graphiql.png') });
    await checkSingleClicks(page, 'first visit');
    await page.setViewportSize({ width: WIDTH + 300, height: 900 });
    await page.waitForTimeout(500);
    await checkSingleClicks(page, 'after a window resize');
    await page.setViewportSize({ width: WIDTH, height: 900 });
    for (let round = 1; round <= 3; round += 1) {
      const count = await load(page, url, 'reload');
      check(count === first, `reload ${round}: still ${first} tabs (${count})`);
      checkExampleVariables(await storedTabs(page), Date.now());
    }
    await checkReloadAfterEachTab(page, url, first);

    await typeKeyAndRun(page);
    const everything = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    check(sentKeys.includes(REAL_KEY), 'GraphiQL sent the typed key to the gateway (so it was in the editor)');
    check(!everything.includes(REAL_KEY), 'the typed account key is not in localStorage');
    await load(page, url, 'reload');
    const afterReload = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    check(!afterReload.includes(REAL_KEY), 'nor after a reload');

    const foreign = requests.filter((address) => !/^(https?:\/\/127\.0\.0\.1:\d+\/|data:|blob:)/.test(address));
    check(requests.length > 0 && foreign.length === 0, `all ${requests.length} requests went to 127.0.0.1`);
    for (const address of foreign) console.log(`     not local: ${address}`);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    dev.child.kill('SIGTERM');
  }
  console.log(failures.length === 0 ? 'browser check: all passed' : `browser check: ${failures.length} failed`);
  process.exitCode = failures.length === 0 ? 0 : 1;
}

await main();
