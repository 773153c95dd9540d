import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { prop, upstreamDateTime } from '../../shared/codecs.js';
import { toGlobalId } from '../../shared/globalId.js';
import { echoed } from '../../shared/mutationPayload.js';
import { wholeConnection } from '../../shared/paging/index.js';
import { recordIdsOf } from '../../shared/recordIds.js';
import { enumTables } from '../enumTables.js';
import { shieldEnums } from '../mappers.js';
import { rateLimitTimeframes } from '../rules/codes.js';
import { apiGuardianRateLimitTypes, authLocations, authSchemeTypes } from './enums.js';
import { toUpstreamEndpointUpdate } from './toUpstream.js';
import type {
  UpstreamApiGuardianEndpoint,
  UpstreamApiGuardianParameters,
  ZoneApiGuardianEndpoint,
} from './upstreamTypes.js';
import { validate } from './validation.js';

/** API Guardian: a zone's settings and endpoints (one answer), their writes, the specification, enums and metrics. */

const record = recordIdsOf('shield');
const zoneId = (zone: { shieldZoneId: number }): number => record.id('the Shield Zone id', zone.shieldZoneId, 32);

/** An endpoint of a zone, or null when bunny.net sent it without its id (it cannot be keyed or changed). */
const zoneEndpoint = (shieldZoneId: number, endpoint: UpstreamApiGuardianEndpoint): ZoneApiGuardianEndpoint | null =>
  typeof endpoint.apiGuardianEndpointId === 'number'
    ? { ...endpoint, shieldZoneId, apiGuardianEndpointId: endpoint.apiGuardianEndpointId }
    : null;

// The zone comes first and is digits only, so the first `/` ends it: no two (zone, endpoint) pairs share an id.
const endpointGlobalId = (endpoint: ZoneApiGuardianEndpoint): string =>
  toGlobalId('ApiGuardianEndpoint', `${endpoint.shieldZoneId}/${endpoint.apiGuardianEndpointId}`);

const parametersOf = (parameters: UpstreamApiGuardianParameters | null | undefined) =>
  parameters
    ? {
        path: parameters.Path ?? null,
        query: parameters.Query ?? null,
        header: parameters.Header ?? null,
        cookie: parameters.Cookie ?? null,
      }
    : null;

export const apiGuardianResolvers: Resolvers = {
  Mutation: {
    updateShieldApiGuardian: async (_, { input }, { scope: { shield } }) => {
      validate.updateShieldApiGuardian(input);
      const { enabled, executionMode, bodyLimitAction, unmatchedPathAction } = input.apiGuardian;
      await shield.apiGuardian.updateShieldApiGuardian(input.shieldZoneId, {
        ...(enabled != null && { isEnabled: enabled }),
        ...(executionMode != null && {
          executionMode: shieldEnums.wafExecutionMode.toUpstream(executionMode) as 0 | 1,
        }),
        ...(bodyLimitAction != null && {
          bodyLimitAction: shieldEnums.payloadLimitAction.toUpstream(bodyLimitAction) as 0 | 1 | 2,
        }),
        ...(unmatchedPathAction != null && {
          unmatchedPathAction: shieldEnums.payloadLimitAction.toUpstream(unmatchedPathAction) as 0 | 1 | 2,
        }),
      });
      return { shieldZoneId: input.shieldZoneId, ...echoed(input) };
    },
    updateShieldApiGuardianEndpoint: async (_, { input }, { scope: { shield } }) => {
      validate.updateShieldApiGuardianEndpoint(input);
      const body = toUpstreamEndpointUpdate(input.apiGuardianEndpoint);
      const change = await shield.apiGuardian.updateEndpoint(input.shieldZoneId, input.apiGuardianEndpointId, body);
      return { ...change, ...echoed(input) };
    },
    uploadShieldApiGuardianSpecification: async (_, { input }, { scope: { shield } }) => {
      validate.specification(input);
      const { content, enforceAuthorizationValidation } = input;
      const change = await shield.apiGuardian.uploadSpecification(input.shieldZoneId, {
        content,
        ...(enforceAuthorizationValidation != null && { enforceAuthorizationValidation }),
      });
      return { ...change, ...echoed(input) };
    },
    updateShieldApiGuardianSpecification: async (_, { input }, { scope: { shield } }) => {
      validate.specification(input);
      const { content, enforceAuthorizationValidation } = input;
      const change = await shield.apiGuardian.replaceSpecification(input.shieldZoneId, {
        content,
        ...(enforceAuthorizationValidation != null && { enforceAuthorizationValidation }),
      });
      return { ...change, ...echoed(input) };
    },
  },

  ShieldZone: {
    apiGuardian: (zone, _, { scope: { shield } }) => shield.apiGuardian.getApiGuardian(zoneId(zone)),
    apiGuardianEnums: async (zone, _, { scope: { shield } }) =>
      enumTables(await shield.apiGuardian.getEnums(zoneId(zone))),
    apiGuardianMetrics: (zone, _, { scope: { shield } }) => shield.apiGuardian.getZoneMetrics(zoneId(zone)),
  },

  ApiGuardian: {
    enabled: prop('isEnabled'),
    executionMode: (g) => shieldEnums.wafExecutionMode.fromUpstream(g.executionMode),
    bodyLimitAction: (g) => shieldEnums.payloadLimitAction.fromUpstream(g.bodyLimitAction),
    unmatchedPathAction: (g) => shieldEnums.payloadLimitAction.fromUpstream(g.unmatchedPathAction),
    createdAt: (g) => upstreamDateTime(g.createdAt),
    updatedAt: (g) => upstreamDateTime(g.updatedAt),
    endpoints: (g, args) => {
      const request = validate.endpoints(g.shieldZoneId, args);
      return wholeConnection(request, g.endpointList, (endpoint) => zoneEndpoint(g.shieldZoneId, endpoint));
    },
  },

  ApiGuardianEndpoint: {
    id: endpointGlobalId,
    enabled: prop('isEnabled'),
    authSchemes: (e) => e.authSchemes?.filter((scheme) => scheme !== null && scheme !== undefined) ?? null,
    responseBodySchemasYaml: (e) =>
      e.responseBodySchemasYaml
        ? Object.entries(e.responseBodySchemasYaml).map(([status, yaml]) => ({ status, yaml }))
        : null,
    availableParameters: (e) => parametersOf(e.availableParameters),
    injectionDetectionParameters: (e) => parametersOf(e.injectionDetectionParameters),
    rateLimitingType: (e) => apiGuardianRateLimitTypes.fromUpstream(e.rateLimitingType),
    rateLimitingTimeframe: (e) => rateLimitTimeframes.fromUpstream(e.rateLimitingTimeframe),
    createdAt: (e) => upstreamDateTime(e.createdAt),
    updatedAt: (e) => upstreamDateTime(e.updatedAt),
    metrics: (e, _, { scope: { shield } }) =>
      shield.apiGuardian.getEndpointMetrics(
        zoneId(e),
        record.id('the API Guardian endpoint id', e.apiGuardianEndpointId),
      ),
  },

  ApiGuardianAuthScheme: {
    schemeType: (s) => authSchemeTypes.fromUpstream(s.schemeType),
    location: (s) => authLocations.fromUpstream(s.location),
  },

  ApiGuardianActivity: {
    pastTwentyEightDays: (m, _, { scope: { shield } }) => shield.dayLists.of(m.overviewPastTwentyEightDays),
  },

  UpdateShieldApiGuardianPayload: {
    shieldZone: (update, _, { scope: { shield } }) => shield.zones.load(update.shieldZoneId),
  },
  UpdateShieldApiGuardianEndpointPayload: {
    apiGuardianEndpoint: (change) => change.endpoint,
    shieldZone: (change, _, { scope: { shield } }) => shield.zones.load(change.shieldZoneId),
  },
  UploadShieldApiGuardianSpecificationPayload: {
    shieldZone: (change, _, { scope: { shield } }) => shield.zones.load(change.shieldZoneId),
  },
  UpdateShieldApiGuardianSpecificationPayload: {
    shieldZone: (change, _, { scope: { shield } }) => shield.zones.load(change.shieldZoneId),
  },
};
