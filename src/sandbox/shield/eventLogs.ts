import { Random } from '../core/random.js';

/**
 * Shield event logs, generated rather than stored: the rows of one clock hour depend only on
 * the zone id and the hour, so any window can be produced lazily, row by row, identically on
 * every run. Each hour holds exactly `rowsPerHour` rows, strictly inside the hour.
 */

export const EVENT_LOG_COLUMNS = [
  'timestamp',
  'ip',
  'country',
  'asn',
  'feature',
  'action',
  'ruleId',
  'ruleName',
  'method',
  'url',
  'ua',
  'ja4',
] as const;

export type EventLogColumn = (typeof EVENT_LOG_COLUMNS)[number];

/** Every column except the timestamp is text, exactly as written to the CSV. */
export type EventLogRow = { timestampMs: number } & Record<Exclude<EventLogColumn, 'timestamp'>, string>;

const HOUR_MS = 3_600_000;

interface Client {
  ip: string;
  country: string;
  asn: string;
}

const CLIENTS: readonly Client[] = [
  { ip: '203.0.113.42', country: 'US', asn: '14061' },
  { ip: '203.0.113.77', country: 'US', asn: '16509' },
  { ip: '203.0.113.150', country: 'GB', asn: '2856' },
  { ip: '198.51.100.7', country: 'DE', asn: '24940' },
  { ip: '198.51.100.23', country: 'NL', asn: '60781' },
  { ip: '198.51.100.99', country: 'FR', asn: '3215' },
  { ip: '192.0.2.15', country: 'CN', asn: '4134' },
  { ip: '192.0.2.200', country: 'RU', asn: '12389' },
  { ip: '2001:db8:85a3::8a2e:370:7334', country: 'BR', asn: '28573' },
  { ip: '2001:db8:1::dead:beef', country: 'IN', asn: '55836' },
  { ip: '2001:db8:ffff::42', country: 'SI', asn: '5603' },
  { ip: '2001:db8:abcd:12::1', country: 'JP', asn: '2516' },
];

/** Browser-like agents; they contain commas, and one contains double quotes, so CSV must quote them. */
const COMMON_USER_AGENTS: readonly string[] = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (compatible; "AcmeUptime" Monitor/3.2; +https://status.acme-demo.com)',
  'python-requests/2.32.3',
  'curl/8.7.1',
];

const JA4_FINGERPRINTS: readonly string[] = [
  't13d1516h2_8daaf6152771_b186095e22b6',
  't13d1715h2_5b57614c22b0_3d5424432f57',
  't12d190700_c866b44c5a26_b0f9e8f0d1d4',
  'q13d0311h3_55b375c5d22e_c183556c78e2',
];

interface Scenario {
  weight: number;
  feature: string;
  action: string;
  ruleId: string;
  ruleName: string;
  method: string;
  urls: readonly string[];
  userAgents?: readonly string[];
}

const SCENARIOS: readonly Scenario[] = [
  {
    weight: 6,
    feature: 'waf',
    action: 'block',
    ruleId: '942100',
    ruleName: 'SQL Injection Attack Detected via libinjection',
    method: 'GET',
    urls: ["/products?id=1' OR '1'='1", '/api/v2/orders?sort=price,desc&filter=1 UNION SELECT password FROM users'],
    userAgents: ['sqlmap/1.8.4#stable (https://sqlmap.org)'],
  },
  {
    weight: 4,
    feature: 'waf',
    action: 'block',
    ruleId: '941100',
    ruleName: 'XSS Attack Detected via libinjection',
    method: 'GET',
    urls: ['/search?q=<script>alert("x")</script>', '/search?q=shoes,boots&ref=<img src=x onerror=alert(1)>'],
  },
  {
    weight: 3,
    feature: 'waf',
    action: 'log',
    ruleId: '930120',
    ruleName: 'OS File Access Attempt',
    method: 'GET',
    urls: ['/static/../../etc/passwd'],
  },
  {
    weight: 3,
    feature: 'waf',
    action: 'block',
    ruleId: '913100',
    ruleName: 'Found User-Agent associated with security scanner',
    method: 'GET',
    urls: ['/', '/wp-login.php', '/.env'],
    userAgents: ['Mozilla/5.0 (compatible; Nmap Scripting Engine; https://nmap.org/book/nse.html)'],
  },
  {
    weight: 2,
    feature: 'waf',
    action: 'log',
    ruleId: '920350',
    ruleName: 'Host header is a numeric IP address',
    method: 'GET',
    urls: ['/'],
  },
  {
    weight: 4,
    feature: 'rateLimit',
    action: 'challenge',
    ruleId: 'rl-2201',
    ruleName: 'Login burst: 10 requests/minute, per IP',
    method: 'POST',
    urls: ['/account/login'],
  },
  {
    weight: 3,
    feature: 'botDetection',
    action: 'challenge',
    ruleId: 'bot-js-challenge',
    ruleName: 'Headless browser, JavaScript challenge',
    method: 'GET',
    urls: ['/products', '/products?page=2'],
    userAgents: [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/125.0.6422.60 Safari/537.36',
    ],
  },
  {
    weight: 2,
    feature: 'accessList',
    action: 'block',
    ruleId: 'al-3302',
    ruleName: 'Blocked countries (sanctions list)',
    method: 'GET',
    urls: ['/', '/checkout'],
  },
  {
    weight: 2,
    feature: 'ddos',
    action: 'challenge',
    ruleId: 'ddos-l7-flood',
    ruleName: 'HTTP flood, layer 7',
    method: 'GET',
    urls: ['/'],
  },
  {
    weight: 1,
    feature: 'apiGuardian',
    action: 'block',
    ruleId: 'apig-4410',
    ruleName: 'Request body failed OpenAPI schema validation',
    method: 'POST',
    urls: ['/api/v2/orders'],
  },
  {
    weight: 1,
    feature: 'uploadScanning',
    action: 'block',
    ruleId: 'upl-av',
    ruleName: 'Malware detected in uploaded file',
    method: 'POST',
    urls: ['/account/avatar'],
  },
];

/** Each scenario repeated by its weight, so a uniform pick is a weighted pick. */
const WEIGHTED_SCENARIOS: readonly Scenario[] = SCENARIOS.flatMap((scenario) =>
  Array.from({ length: scenario.weight }, () => scenario),
);

function hourRows(zoneId: number, hour: number, rowsPerHour: number): EventLogRow[] {
  const random = new Random(`shield-event-logs:${zoneId}:${hour}`);
  const offsets = Array.from({ length: rowsPerHour }, () => random.int(1, HOUR_MS - 1)).sort((a, b) => a - b);
  return offsets.map((offset) => {
    const scenario = random.pick(WEIGHTED_SCENARIOS);
    const client = random.pick(CLIENTS);
    return {
      timestampMs: hour * HOUR_MS + offset,
      ip: client.ip,
      country: client.country,
      asn: client.asn,
      feature: scenario.feature,
      action: scenario.action,
      ruleId: scenario.ruleId,
      ruleName: scenario.ruleName,
      method: scenario.method,
      url: random.pick(scenario.urls),
      ua: random.pick(scenario.userAgents ?? COMMON_USER_AGENTS),
      ja4: random.pick(JA4_FINGERPRINTS),
    };
  });
}

/** The zone's rows with from <= timestamp <= to, oldest first, generated one hour at a time. */
export function* eventLogRows(
  zoneId: number,
  fromMs: number,
  toMs: number,
  rowsPerHour: number,
): Generator<EventLogRow> {
  for (let hour = Math.floor(fromMs / HOUR_MS); hour <= Math.floor(toMs / HOUR_MS); hour += 1) {
    for (const row of hourRows(zoneId, hour, rowsPerHour)) {
      if (row.timestampMs >= fromMs && row.timestampMs <= toMs) yield row;
    }
  }
}

/** The row as CSV cells, in EVENT_LOG_COLUMNS order. */
export function eventLogCells(row: EventLogRow): string[] {
  return EVENT_LOG_COLUMNS.map((column) =>
    column === 'timestamp' ? new Date(row.timestampMs).toISOString() : row[column],
  );
}
