import { inputFieldName } from '../../errors/fromUpstream.js';

/**
 * bunny.net's field names in a DNS error body, as the GraphQL input names them: `Nameserver1` is
 * `input.nameserver1`, `Records[0].Value` is `input.records[0].value`; the few the graph names otherwise are mapped.
 */
const RENAMED: Readonly<Record<string, string>> = {
  LogAnonymizationType: 'logAnonymization',
  LoggingIPAnonymizationEnabled: 'loggingIpAnonymizationEnabled',
  Disabled: 'enabled',
  EnviromentalVariables: 'environmentVariables',
};

export function dnsInputFieldName(field: string): string {
  const renamed = field.replace(/[A-Za-z]+/g, (part) => RENAMED[part] ?? part);
  return inputFieldName(renamed);
}
