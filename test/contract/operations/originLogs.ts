import { WEB_PULL_ZONE_ID } from '../../../src/sandbox/index.js';
import type { ContractOperation } from '../support/operations.js';

/** Origin logs: its operations, each with valid arguments (the sandbox's seeded ids) and the documented call it makes. */
export const operations: readonly ContractOperation[] = [
  {
    field: 'originErrorLogs',
    kind: 'query',
    args: () => `pullZoneId: ${WEB_PULL_ZONE_ID}, date: "${new Date().toISOString().slice(0, 10)}"`,
    host: 'originLogs',
    method: 'GET',
    path: '/{pullZoneId}/{dateTime}',
  }, // Pull Zones and purging (issue 25). The changes run in this order against one sandbox account in
];
