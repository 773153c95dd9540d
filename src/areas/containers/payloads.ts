import type * as Up from './upstreamTypes.js';

/**
 * The parents of the Magic Containers mutation payloads: what the mutation knows without reading bunny.net again.
 * Their records (`app`, `appEndpoint`, `volume`, `registry`) are read from the ids only when a query selects them.
 */

/** A change of an application (deploy, undeploy, restart, settings, deletion...): the application's id. */
export interface AppChangeResult {
  appId: string;
  success: boolean;
}

export interface AppCreationResult {
  /** bunny.net's id of the new application, when its answer gave one. */
  appId: string | null;
}

export interface EndpointUpdateResult {
  appId: string;
  endpointId: string;
  /** The configuration sent. */
  endpoint: Up.UpstreamEndpoint;
  success: boolean;
}

export interface EndpointCreationResult {
  appId: string;
  endpointId: string | null;
}

export interface EndpointDeletionResult {
  appId: string;
  endpointId: string;
  success: boolean;
}

export interface ContainerChangeResult {
  appId: string;
  containerId: string | null;
  /** The container as bunny.net answered it; null when its answer had no id. */
  container: Up.KnownContainer | null;
}

export interface ContainerDeletionResult {
  appId: string;
  containerId: string;
  success: boolean;
}

/** A volume renamed, resized or detached: what bunny.net answered of it. */
export interface VolumeChangeResult {
  appId: string;
  volumeId: string;
  name: string | null;
  size: number | null;
  success: boolean;
}

export interface VolumeInstanceDeletionResult {
  appId: string;
  volumeId: string;
  instanceId: string;
  success: boolean;
}

export interface VolumeInstancesDeletionResult {
  appId: string;
  volumeId: string;
  instanceIds: string[];
  success: boolean;
}

export interface RegistrySaveResult {
  /** bunny.net's answer: the registry's id, its status and its explanation. */
  answer: Up.UpstreamSaveRegistryResult;
  /** The registry asked to update, when it was an update. */
  registryId: number | null;
}

export interface RegistryDeletionResult {
  registryId: number;
  answer: Up.UpstreamRemoveRegistryResult;
}

export interface LogForwardingChangeResult {
  appId: string;
  logForwarding: Up.KnownLogForwarding | null;
}
