import type {
  EventLogFilterField,
  EventLogFilterInput,
  EventLogFilterOperator,
} from '../../../__generated__/resolvers-types.js';
import { stringEnum } from '../../shared/codecs.js';
import type { UpstreamEventLogsExportRequest } from '../upstreamTypes.js';
import type { EventLogExportArgs, ExportWindow } from '../validation.js';

/** The event-log export request in bunny.net's shape, from arguments `validate.shieldEventLogExport` has checked. */

export const filterFields = stringEnum<EventLogFilterField>({
  FEATURE: 'feature',
  RULE_ID: 'ruleId',
  IP: 'ip',
  JA4: 'ja4',
  USER_AGENT: 'ua',
  URL: 'url',
  ASN: 'asn',
  COUNTRY: 'country',
  ACTION: 'action',
});

export const filterOperators = stringEnum<EventLogFilterOperator>({
  EQ: 'eq',
  IN: 'in',
  CONTAINS: 'contains',
  CIDR: 'cidr',
  WILDCARD: 'wildcard',
});

export function toUpstreamExportRequest(
  args: EventLogExportArgs,
  window: ExportWindow,
): UpstreamEventLogsExportRequest {
  const request: UpstreamEventLogsExportRequest = { from: window.from, to: window.to };
  if (args.query) request.query = args.query;
  if (args.filters && args.filters.length > 0) request.filters = args.filters.map(toUpstreamFilter);
  return request;
}

const toUpstreamFilter = (filter: EventLogFilterInput) => ({
  field: filterFields.toUpstream(filter.field),
  op: filterOperators.toUpstream(filter.op),
  value: [...filter.values],
});
