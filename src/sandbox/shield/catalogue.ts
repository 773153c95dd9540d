/**
 * What bunny.net's Shield offers every account alike: managed access lists, categorised bots, the WAF rule catalogue
 * by plan, WAF profiles, the default engine configuration and the enum mappings of the rule editor. Made up for the
 * sandbox, in the shapes of shield-api.json.
 */

export interface ManagedAccessList {
  listId: number;
  name: string;
  description: string;
  /** AccessListType: 0 IP, 1 CIDR, 2 ASN, 3 Country, 4 Organization, 5 JA4. */
  type: number;
  /** AccessListCategory (flags). */
  category: number;
  /** ShieldPlanType of the least plan that may use it. */
  requiredPlan: number;
  /** The AccessListAction bunny.net suggests. */
  suggestedAction: number;
  entryCount: number;
}

export const MANAGED_ACCESS_LISTS: readonly ManagedAccessList[] = [
  {
    listId: 101,
    name: 'VPN exit nodes',
    description: 'Known commercial VPN exits.',
    type: 1,
    category: 1,
    requiredPlan: 0,
    suggestedAction: 4,
    entryCount: 48_211,
  },
  {
    listId: 102,
    name: 'Datacenters',
    description: 'Hosting and cloud ranges.',
    type: 1,
    category: 2,
    requiredPlan: 1,
    suggestedAction: 3,
    entryCount: 120_554,
  },
  {
    listId: 103,
    name: 'Tor exit nodes',
    description: 'Current Tor exit relays.',
    type: 0,
    category: 8,
    requiredPlan: 0,
    suggestedAction: 3,
    entryCount: 1_287,
  },
  {
    listId: 104,
    name: 'Botnets',
    description: 'Addresses seen in botnet traffic.',
    type: 0,
    category: 16,
    requiredPlan: 1,
    suggestedAction: 2,
    entryCount: 9_630,
  },
  {
    listId: 105,
    name: 'AI crawlers',
    description: 'Crawlers that train AI models.',
    type: 2,
    category: 1024,
    requiredPlan: 2,
    suggestedAction: 0,
    entryCount: 57,
  },
];

export interface CategorisedBot {
  botId: number;
  userAgentMatch: string;
  /** BotCategory: 1 SEO, 2 AIScraper, 3 AITool, 4 Tool, 5 Ads, 6 Preview, 7 Social. */
  category: number;
  isVerifiable: boolean;
}

export const BOTS: readonly CategorisedBot[] = [
  { botId: 1, userAgentMatch: 'Googlebot', category: 1, isVerifiable: true },
  { botId: 2, userAgentMatch: 'bingbot', category: 1, isVerifiable: true },
  { botId: 3, userAgentMatch: 'GPTBot', category: 2, isVerifiable: true },
  { botId: 4, userAgentMatch: 'CCBot', category: 2, isVerifiable: false },
  { botId: 5, userAgentMatch: 'ChatGPT-User', category: 3, isVerifiable: true },
  { botId: 6, userAgentMatch: 'curl', category: 4, isVerifiable: false },
  { botId: 7, userAgentMatch: 'AdsBot-Google', category: 5, isVerifiable: true },
  { botId: 8, userAgentMatch: 'Slackbot-LinkExpanding', category: 6, isVerifiable: true },
  { botId: 9, userAgentMatch: 'facebookexternalhit', category: 7, isVerifiable: true },
  // Enough more for the bot list to page (test/integration/graphPaging.test.ts).
  ...(
    [
      ['DuckDuckBot', 1],
      ['YandexBot', 1],
      ['Applebot', 1],
      ['Baiduspider', 1],
      ['ClaudeBot', 2],
      ['Bytespider', 2],
      ['Amazonbot', 2],
      ['PerplexityBot', 3],
      ['Claude-User', 3],
      ['python-requests', 4],
      ['Go-http-client', 4],
      ['Wget', 4],
      ['AdsBot-Google-Mobile', 5],
      ['Twitterbot', 6],
      ['Discordbot', 6],
      ['LinkedInBot', 7],
    ] as const
  ).map(([userAgentMatch, category], index) => ({
    botId: 10 + index,
    userAgentMatch,
    category,
    isVerifiable: category !== 4,
  })),
];

/** The WAF rule catalogue: main groups of rule groups of rules, with the least plan that has each main group. */
export const WAF_RULE_CATALOGUE = [
  {
    name: 'Application attacks',
    ruleset: 'OWASP CRS',
    plan: 0,
    ruleGroups: [
      {
        id: 942,
        name: 'SQL injection',
        code: 'SQLI',
        fileName: 'REQUEST-942-APPLICATION-ATTACK-SQLI.conf',
        rules: [
          { ruleId: '942100', description: 'SQL injection attack detected via libinjection' },
          { ruleId: '942110', description: 'SQL injection attack: common injection testing detected' },
        ],
      },
      {
        id: 941,
        name: 'Cross-site scripting',
        code: 'XSS',
        fileName: 'REQUEST-941-APPLICATION-ATTACK-XSS.conf',
        rules: [{ ruleId: '941100', description: 'XSS attack detected via libinjection' }],
      },
    ],
  },
  {
    name: 'Protocol enforcement',
    ruleset: 'OWASP CRS',
    plan: 1,
    ruleGroups: [
      {
        id: 920,
        name: 'Protocol enforcement',
        code: 'PROTOCOL',
        fileName: 'REQUEST-920-PROTOCOL-ENFORCEMENT.conf',
        rules: [{ ruleId: '920350', description: 'Host header is a numeric IP address' }],
      },
      {
        id: 913,
        name: 'Scanner detection',
        code: 'SCANNER',
        fileName: 'REQUEST-913-SCANNER-DETECTION.conf',
        rules: [{ ruleId: '913100', description: 'Found User-Agent associated with security scanner' }],
      },
    ],
  },
] as const;

export const PLAN_NAMES: readonly string[] = ['Basic', 'Advanced', 'Business', 'Enterprise'];

export const WAF_PROFILES = [
  [
    { id: 1, name: 'Balanced', isPremium: false, profileCategory: 'general', description: 'Fits most sites.' },
    { id: 2, name: 'Strict', isPremium: true, profileCategory: 'general', description: 'Blocks more, logs more.' },
  ],
  [{ id: 3, name: 'WordPress', isPremium: false, profileCategory: 'cms', description: 'Tuned for WordPress.' }],
] as const;

export const DEFAULT_WAF_ENGINE_CONFIG = [
  { name: 'tx.paranoia_level', valueEncoded: '1' },
  { name: 'tx.inbound_anomaly_score_threshold', valueEncoded: '5' },
];

/** WAF enum mappings (`WafMappedEnumList`): what the custom rule editor offers. */
export const WAF_ENUMS = [
  {
    enumName: 'ActionType',
    enumValues: [
      { name: 'Block', value: 1, isPremium: false },
      { name: 'Log', value: 2, isPremium: false },
      { name: 'Challenge', value: 3, isPremium: false },
    ],
  },
  {
    enumName: 'VariableType',
    enumValues: [
      {
        name: 'REQUEST_URI',
        value: 0,
        isPremium: false,
        supportedValues: { values: [], editable: true },
        recommendedOperator: { operator: 2, values: ['/wp-admin'] },
      },
      { name: 'GEO', value: 9, isPremium: true, optionalInput: true },
    ],
  },
];

export const DDOS_ENUMS = [
  {
    enumName: 'DDoSShieldSensitivity',
    enumValues: ['Off', 'Low', 'Medium', 'High', 'Challenge'].map((name, value) => ({ name, value, isPremium: false })),
  },
];
