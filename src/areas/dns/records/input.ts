import type { AddDnsRecordInput, DnsRecordChangesInput } from '../../../__generated__/resolvers-types.js';
import { monitorTypes, recordTypes, smartRoutingTypes } from '../enums.js';
import type { UpstreamUpdateDnsRecord } from '../upstreamTypes.js';

type RecordInput = AddDnsRecordInput | DnsRecordChangesInput;
type Body = UpstreamUpdateDnsRecord;

/** The input fields bunny.net takes as they are, under its own names. */
const AS_THEY_ARE = {
  name: 'Name',
  value: 'Value',
  ttl: 'Ttl',
  weight: 'Weight',
  priority: 'Priority',
  port: 'Port',
  flags: 'Flags',
  tag: 'Tag',
  pullZoneId: 'PullZoneId',
  edgeScriptId: 'ScriptId',
  accelerated: 'Accelerated',
  geolocationLatitude: 'GeolocationLatitude',
  geolocationLongitude: 'GeolocationLongitude',
  latencyZone: 'LatencyZone',
  comment: 'Comment',
  autoSslIssuance: 'AutoSslIssuance',
} as const satisfies Partial<Record<keyof RecordInput, keyof Body>>;

/** The input fields bunny.net takes coded (its integer enums, `Disabled` for `enabled`, PascalCase variables). */
function codedFields(input: RecordInput): Body {
  const body: Body = {};
  if (input.type != null) body.Type = recordTypes.toUpstream(input.type) as Body['Type'];
  if (input.monitorType != null) body.MonitorType = monitorTypes.toUpstream(input.monitorType) as Body['MonitorType'];
  if (input.smartRoutingType != null)
    body.SmartRoutingType = smartRoutingTypes.toUpstream(input.smartRoutingType) as Body['SmartRoutingType'];
  if (input.enabled != null) body.Disabled = !input.enabled;
  if (input.environmentVariables != null)
    body.EnviromentalVariables = input.environmentVariables.map(({ name, value }) => ({ Name: name, Value: value }));
  return body;
}

/** A record input as bunny.net's body (AddDnsRecordModel, UpdateDnsRecordModel): only the fields given. */
export function toUpstreamRecord(input: RecordInput): Body {
  const body: Record<string, unknown> = codedFields(input);
  for (const [field, upstream] of Object.entries(AS_THEY_ARE)) {
    const value = input[field as keyof typeof AS_THEY_ARE];
    if (value != null) body[upstream] = value;
  }
  return body as Body;
}
