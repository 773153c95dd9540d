import type { ApiGuardianEndpointInput, ApiGuardianParametersInput } from '../../../__generated__/resolvers-types.js';
import { rateLimitTimeframes } from '../rules/codes.js';
import { apiGuardianRateLimitTypes } from './enums.js';
import type { UpstreamApiGuardianEndpointUpdate, UpstreamApiGuardianParameters } from './upstreamTypes.js';

/** An endpoint's change in bunny.net's shape, from arguments `validate.updateShieldApiGuardianEndpoint` has checked. */
export function toUpstreamEndpointUpdate(input: ApiGuardianEndpointInput): UpstreamApiGuardianEndpointUpdate {
  const { enabled, injectionDetectionParameters, rateLimitingType, rateLimitingTimeframe, ...flags } = input;
  const body: UpstreamApiGuardianEndpointUpdate = {};
  for (const [name, value] of Object.entries(flags)) if (value != null) Object.assign(body, { [name]: value });
  if (enabled != null) body.isEnabled = enabled;
  if (injectionDetectionParameters)
    body.injectionDetectionParameters = toUpstreamParameters(injectionDetectionParameters);
  if (rateLimitingType)
    body.rateLimitingType = apiGuardianRateLimitTypes.toUpstream(rateLimitingType) as 'Global' | 'IP';
  if (rateLimitingTimeframe) body.rateLimitingTimeframe = rateLimitTimeframes.toUpstream(rateLimitingTimeframe);
  return body;
}

/** Parameters by where they travel, as bunny.net names the places (`Path`, `Query`...); those left out are not sent. */
export function toUpstreamParameters(input: ApiGuardianParametersInput): UpstreamApiGuardianParameters {
  return {
    ...(input.path && { Path: [...input.path] }),
    ...(input.query && { Query: [...input.query] }),
    ...(input.header && { Header: [...input.header] }),
    ...(input.cookie && { Cookie: [...input.cookie] }),
  };
}
