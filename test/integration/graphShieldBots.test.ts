import { describe, expect, it } from 'vitest';
import { MEDIA_SHIELD_ZONE_ID, WEB_SHIELD_ZONE_ID } from '../../src/sandbox/index.js';
import { GOOGLEBOT_ID } from '../../src/sandbox/shield/fixtures.js';
import { estimateCalls, useSandboxGraph } from '../support/sandboxGraph.js';

/** Bot protection and upload scanning through the graph, against the sandbox: settings of a zone, and their changes. */

const graph = useSandboxGraph('shield-bot-graph-key');
const { data, query, upstreamCalls, expectRefused } = graph;

const ZONE = `shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID})`;

describe("a zone's bot detection and upload scanning", () => {
  it('reads both settings beside the zone, one call each', async () => {
    const text = `{ ${ZONE} { shieldZoneId
      botDetection { executionMode requestIntegritySensitivity ipAddressSensitivity
        browserFingerprint { sensitivity aggression complexEnabled } }
      uploadScanning { enabled csamScanningMode antivirusScanningMode } } }`;
    expect(await data(text)).toEqual({
      shieldZone: {
        shieldZoneId: WEB_SHIELD_ZONE_ID,
        botDetection: {
          executionMode: 'CHALLENGE',
          requestIntegritySensitivity: 'MEDIUM',
          ipAddressSensitivity: 'LOW',
          browserFingerprint: { sensitivity: 'LOW', aggression: 'LOW', complexEnabled: false },
        },
        uploadScanning: { enabled: true, csamScanningMode: 'BLOCK', antivirusScanningMode: 'LOG' },
      },
    });
    expect(upstreamCalls().sort()).toEqual([
      `GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}`,
      `GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}/bot-detection`,
      `GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}/upload-scanning`,
    ]);
    expect(estimateCalls(text)).toBeGreaterThanOrEqual(3);
  });

  it('changes bot detection part by part, answering the zone as it is now', async () => {
    const text = `mutation { updateShieldBotDetection(input: { shieldZoneId: ${MEDIA_SHIELD_ZONE_ID}, botDetection: {
      executionMode: CHALLENGE, browserFingerprint: { aggression: HIGH } } }) { shieldZoneId
      botDetection { executionMode browserFingerprint { sensitivity aggression } }
      shieldZone { botDetection { executionMode requestIntegritySensitivity } } } }`;
    expect(await data(text)).toEqual({
      updateShieldBotDetection: {
        shieldZoneId: MEDIA_SHIELD_ZONE_ID,
        botDetection: { executionMode: 'CHALLENGE', browserFingerprint: { sensitivity: 'LOW', aggression: 'HIGH' } },
        shieldZone: { botDetection: { executionMode: 'CHALLENGE', requestIntegritySensitivity: 'LOW' } },
      },
    });
  });

  it('changes upload scanning, answering the zone as it is now', async () => {
    const text = `mutation { updateShieldUploadScanning(input: { shieldZoneId: ${MEDIA_SHIELD_ZONE_ID}, uploadScanning: { enabled: true,
      antivirusScanningMode: BLOCK } }) { uploadScanning { enabled csamScanningMode antivirusScanningMode }
      shieldZone { uploadScanning { enabled antivirusScanningMode } } } }`;
    expect(await data(text)).toEqual({
      updateShieldUploadScanning: {
        uploadScanning: { enabled: true, csamScanningMode: 'DISABLED', antivirusScanningMode: 'BLOCK' },
        shieldZone: { uploadScanning: { enabled: true, antivirusScanningMode: 'BLOCK' } },
      },
    });
    expect(upstreamCalls()).toEqual([
      `PATCH /shield/shield-zone/${MEDIA_SHIELD_ZONE_ID}/upload-scanning`,
      `GET /shield/shield-zone/${MEDIA_SHIELD_ZONE_ID}`,
      `GET /shield/shield-zone/${MEDIA_SHIELD_ZONE_ID}/upload-scanning`,
    ]);
  });

  it('refuses empty changes and an aggression of UNKNOWN, before any call', async () => {
    const zone = `shieldZoneId: ${WEB_SHIELD_ZONE_ID}`;
    expectRefused(
      await query(`mutation { updateShieldBotDetection(input: { ${zone}, botDetection: {} }) { shieldZoneId } }`),
      'input.botDetection',
    );
    expectRefused(
      await query(
        `mutation { updateShieldBotDetection(input: { ${zone}, botDetection: { browserFingerprint: {} } }) { shieldZoneId } }`,
      ),
      'input.botDetection',
    );
    expectRefused(
      await query(`mutation { updateShieldBotDetection(input: { ${zone}, botDetection: { browserFingerprint: { aggression: UNKNOWN } } }) {
        shieldZoneId } }`),
      'input.botDetection.browserFingerprint.aggression',
    );
    expectRefused(
      await query(`mutation { updateShieldUploadScanning(input: { ${zone}, uploadScanning: {} }) { shieldZoneId } }`),
      'input.uploadScanning',
    );
    expectRefused(
      await query(`mutation { setShieldBotAction(input: { ${zone}, botId: 0, action: BLOCK }) { shieldZoneId } }`),
      'input.botId',
    );
  });
});

describe("a zone's categorised bots", () => {
  it('answers a bot bunny.net does not categorise with NOT_FOUND', async () => {
    const { body } = await query(
      `mutation { setShieldBotAction(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, botId: 999, action: BLOCK }) { bot { botId } } }`,
    );
    expect(body.data).toEqual({ setShieldBotAction: null });
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['NOT_FOUND']);
  });

  it('reads the categories with their bots, and every bot, from one call', async () => {
    const text = `{ ${ZONE} { botCategorization {
      categories(first: 3) { totalCount edges { node { id category action bots { totalCount edges { node { botId } } } } } }
      bots(first: 2) { totalCount edges { node { id botId userAgentMatch category action verifiable } } } } } }`;
    const { shieldZone } = await data<{
      shieldZone: { botCategorization: Record<string, { totalCount: number; edges: { node: unknown }[] }> };
    }>(text);
    const { categories, bots } = shieldZone.botCategorization as Record<
      string,
      { totalCount: number; edges: { node: unknown }[] }
    >;
    expect(categories?.totalCount).toBe(7);
    expect(categories?.edges.map((edge) => edge.node)).toMatchObject([
      { category: 'SEO', action: 'NONE', bots: { totalCount: 6 } },
      { category: 'AI_SCRAPER', action: 'BLOCK', bots: { totalCount: 5 } },
      { category: 'AI_TOOL', action: 'NONE', bots: { totalCount: 3 } },
    ]);
    expect(bots?.totalCount).toBe(25);
    expect(bots?.edges[0]?.node).toMatchObject({
      botId: GOOGLEBOT_ID,
      userAgentMatch: 'Googlebot',
      category: 'SEO',
      action: 'NONE',
      verifiable: true,
    });
    expect(upstreamCalls()).toEqual([
      `GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}`,
      `GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}/bot-categorization`,
    ]);
  });

  it("sets a bot's and a category's action, the zone as it is now showing both", async () => {
    const bot = await data(
      `mutation { setShieldBotAction(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, botId: ${GOOGLEBOT_ID}, action: ALLOW }) { bot { botId action } } }`,
    );
    expect(bot).toEqual({ setShieldBotAction: { bot: { botId: GOOGLEBOT_ID, action: 'ALLOW' } } });
    const category =
      await data(`mutation { setShieldBotCategoryAction(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, category: SEO, action: BLOCK }) { category action shieldZone { botCategorization { categories(first: 1) { edges { node {
        category action bots(first: 1) { edges { node { botId action } } } } } } } } } }`);
    expect(category).toEqual({
      setShieldBotCategoryAction: {
        category: 'SEO',
        action: 'BLOCK',
        shieldZone: {
          botCategorization: {
            categories: {
              edges: [
                {
                  node: {
                    category: 'SEO',
                    action: 'BLOCK',
                    bots: { edges: [{ node: { botId: GOOGLEBOT_ID, action: 'ALLOW' } }] },
                  },
                },
              ],
            },
          },
        },
      },
    });
  });
});
