import type { Echoed } from '../../shared/mutationPayload.js';
import type { components } from '../../../__generated__/upstream/shield-api.js';

/**
 * API Guardian as shield-api.json describes it: aliases of the generated types, never written by hand. Its answers
 * carry the zone's id; the gateway gives each record the zone of the path it read, whatever the record says.
 */

type Schemas = components['schemas'];

export type UpstreamApiGuardianSettings = Schemas['ApiGuardianConfigurationDetails'];
export type UpstreamApiGuardianEndpoint = Schemas['ApiGuardianEndpointDetails'];
export type UpstreamApiGuardianAnswer = Schemas['ApiGuardianConfigurationResponse'];
export type UpstreamApiGuardianUpdate = Schemas['UpdateApiGuardianConfigurationRequest'];
export type UpstreamApiGuardianEndpointUpdate = Schemas['UpdateApiGuardianEndpointRequest'];
export type UpstreamSpecificationUpload = Schemas['UpsertOpenApiSpecificationRequest'];
export type UpstreamAuthScheme = Schemas['AuthSchemeDetails'];
export type UpstreamApiGuardianParameters = NonNullable<UpstreamApiGuardianEndpoint['availableParameters']>;
/** A zone's or an endpoint's activity (the two documented types have the same fields). */
export type UpstreamApiGuardianActivity = Schemas['ApiGuardianMetrics'] | Schemas['ApiGuardianEndpointMetrics'];

/** API Guardian of a zone: the parent of `ApiGuardian` (its settings, with the endpoints of the same answer). */
export type ZoneApiGuardian = UpstreamApiGuardianSettings & {
  shieldZoneId: number;
  endpointList: UpstreamApiGuardianEndpoint[];
};

/** An endpoint whose zone and id are known: the parent of `ApiGuardianEndpoint`. */
export type ZoneApiGuardianEndpoint = UpstreamApiGuardianEndpoint & {
  shieldZoneId: number;
  apiGuardianEndpointId: number;
};

/** What `updateShieldApiGuardianEndpoint` answers. */
export interface ApiGuardianEndpointChangeResult extends Echoed {
  shieldZoneId: number;
  endpoint: ZoneApiGuardianEndpoint | null;
}

/** What the specification uploads answer. */
export interface ApiGuardianSpecificationResult extends Echoed {
  shieldZoneId: number;
  apiGuardian: ZoneApiGuardian | null;
}

/** What `updateShieldApiGuardian` answers: the zone, read again when selected. */
export interface ApiGuardianUpdateResult extends Echoed {
  shieldZoneId: number;
}
