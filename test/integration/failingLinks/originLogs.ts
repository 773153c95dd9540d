import { WEB_PULL_ZONE_ID } from '../../../src/sandbox/index.js';
import { query, type Row, today } from './rows.js';

/** Origin logs: every field that calls bunny.net, each with the route that fails under it. */
export const rows = (): Row[] => [
  query(`originErrorLogs(pullZoneId: ${WEB_PULL_ZONE_ID}, date: "${today()}")`, '{ timestamp }', {
    host: 'originLogs',
    method: 'GET',
    path: /^\/\d+\//,
  }),
];
