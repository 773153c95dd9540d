import type { Unechoed } from '../payloads.js';
import type { UpstreamEnumTables } from '../enumTables.js';
import { ShieldCalls } from '../shieldCalls.js';
import { apiGuardianFieldName } from './fieldNames.js';
import type * as Up from './upstreamTypes.js';

/** API Guardian's REST calls: a zone's settings and endpoints, their writes, the specification, enums and metrics. */
export class ShieldApiGuardianClient extends ShieldCalls {
  /** `GET .../api-guardian`: the settings and endpoints; null when bunny.net sent none. */
  async getApiGuardian(shieldZoneId: number): Promise<Up.ZoneApiGuardian | null> {
    const answer = await this.enveloped<Up.UpstreamApiGuardianAnswer>({
      method: 'GET',
      route: '/shield/shield-zone/{shieldZoneId}/api-guardian',
      params: { shieldZoneId },
      idempotent: true,
    });
    return zoneApiGuardian(shieldZoneId, answer);
  }

  /** `PATCH .../api-guardian`: the settings given. */
  async updateShieldApiGuardian(shieldZoneId: number, body: Up.UpstreamApiGuardianUpdate): Promise<void> {
    await this.enveloped({
      method: 'PATCH',
      route: '/shield/shield-zone/{shieldZoneId}/api-guardian',
      params: { shieldZoneId },
      json: body,
      fieldName: apiGuardianFieldName,
    });
  }

  /** `PATCH .../api-guardian/endpoint/{endpointId}`: the endpoint as changed. */
  async updateEndpoint(
    shieldZoneId: number,
    endpointId: number,
    body: Up.UpstreamApiGuardianEndpointUpdate,
  ): Promise<Unechoed<Up.ApiGuardianEndpointChangeResult>> {
    const endpoint = await this.enveloped<Up.UpstreamApiGuardianEndpoint>({
      method: 'PATCH',
      route: '/shield/shield-zone/{shieldZoneId}/api-guardian/endpoint/{endpointId}',
      params: { shieldZoneId, endpointId },
      json: body,
      fieldName: apiGuardianFieldName,
    });
    return { shieldZoneId, endpoint: endpoint && { ...endpoint, shieldZoneId, apiGuardianEndpointId: endpointId } };
  }

  /** `POST .../api-guardian/spec`: the first specification; API Guardian as the upload made it. */
  async uploadSpecification(
    shieldZoneId: number,
    body: Up.UpstreamSpecificationUpload,
  ): Promise<Unechoed<Up.ApiGuardianSpecificationResult>> {
    const answer = await this.enveloped<Up.UpstreamApiGuardianAnswer>({
      method: 'POST',
      route: '/shield/shield-zone/{shieldZoneId}/api-guardian/spec',
      params: { shieldZoneId },
      json: body,
      fieldName: apiGuardianFieldName,
    });
    return { shieldZoneId, apiGuardian: zoneApiGuardian(shieldZoneId, answer) };
  }

  /** `PATCH .../api-guardian/spec`: a replacement; API Guardian as it made it. */
  async replaceSpecification(
    shieldZoneId: number,
    body: Up.UpstreamSpecificationUpload,
  ): Promise<Unechoed<Up.ApiGuardianSpecificationResult>> {
    const answer = await this.enveloped<Up.UpstreamApiGuardianAnswer>({
      method: 'PATCH',
      route: '/shield/shield-zone/{shieldZoneId}/api-guardian/spec',
      params: { shieldZoneId },
      json: body,
      fieldName: apiGuardianFieldName,
    });
    return { shieldZoneId, apiGuardian: zoneApiGuardian(shieldZoneId, answer) };
  }

  /** `GET .../api-guardian/enums`: a map of maps, without envelope. */
  async getEnums(shieldZoneId: number): Promise<UpstreamEnumTables | null> {
    return this.record<UpstreamEnumTables>({
      method: 'GET',
      route: '/shield/shield-zone/{shieldZoneId}/api-guardian/enums',
      params: { shieldZoneId },
      idempotent: true,
    });
  }

  /** `GET /shield/metrics/shield-zone/{shieldZoneId}/api-guardian`. */
  getZoneMetrics(shieldZoneId: number): Promise<Up.UpstreamApiGuardianActivity | null> {
    return this.enveloped({
      method: 'GET',
      route: '/shield/metrics/shield-zone/{shieldZoneId}/api-guardian',
      params: { shieldZoneId },
      idempotent: true,
    });
  }

  /** `GET /shield/metrics/shield-zone/{shieldZoneId}/api-guardian/endpoint/{endpointId}`. */
  getEndpointMetrics(shieldZoneId: number, endpointId: number): Promise<Up.UpstreamApiGuardianActivity | null> {
    return this.enveloped({
      method: 'GET',
      route: '/shield/metrics/shield-zone/{shieldZoneId}/api-guardian/endpoint/{endpointId}',
      params: { shieldZoneId, endpointId },
      idempotent: true,
    });
  }
}

/** The answer's settings with its endpoints; the zone is the path's. No settings is no API Guardian. */
function zoneApiGuardian(shieldZoneId: number, answer: Up.UpstreamApiGuardianAnswer | null): Up.ZoneApiGuardian | null {
  if (!answer?.configuration) return null;
  const endpointList = (answer.endpoints ?? []).filter((endpoint) => endpoint !== null && endpoint !== undefined);
  return { ...answer.configuration, shieldZoneId, endpointList };
}
