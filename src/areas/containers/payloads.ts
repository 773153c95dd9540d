import type { UpstreamEndpoint } from './upstreamTypes.js';

/**
 * The parents of the Magic Containers mutation payloads: what the mutation knows without reading bunny.net again.
 * Their `app`, `appEndpoint` and `volume` fields are read from the ids only when a query selects them.
 */

export interface EndpointUpdateResult {
  appId: string;
  endpointId: string;
  /** The configuration sent. */
  endpoint: UpstreamEndpoint;
  success: boolean;
}

export interface VolumeInstanceDeletionResult {
  appId: string;
  volumeId: string;
  instanceId: string;
  success: boolean;
}

export interface AppDeploymentResult {
  appId: string;
  success: boolean;
}
