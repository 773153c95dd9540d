import type { Echoed } from '../shared/mutationPayload.js';
import type * as Up from './upstreamTypes.js';

/**
 * The parents of the Magic Containers mutation payloads: what the mutation knows without reading bunny.net again.
 * Their records (`app`, `appEndpoint`, `volume`, `registry`) are read from the ids only when a query selects them.
 */

/** A change of an application (deploy, undeploy, restart, settings, deletion...): the application's id. */
export interface AppChangeResult extends Echoed {
  appId: string;
}

export interface AppCreationResult extends Echoed {
  /** bunny.net's id of the new application, when its answer gave one. */
  appId: string | null;
}

export interface EndpointUpdateResult extends Echoed {
  appId: string;
  endpointId: string;
  /** The configuration sent. */
  endpoint: Up.UpstreamEndpoint;
}

export interface EndpointCreationResult extends Echoed {
  appId: string;
  endpointId: string | null;
}

export interface EndpointDeletionResult extends Echoed {
  appId: string;
  endpointId: string;
}

export interface ContainerChangeResult extends Echoed {
  appId: string;
  containerId: string | null;
  /** The container as bunny.net answered it; null when its answer had no id. */
  container: Up.KnownContainer | null;
}

export interface ContainerDeletionResult extends Echoed {
  appId: string;
  containerId: string;
}

/** A volume renamed, resized or detached: what bunny.net answered of it. */
export interface VolumeChangeResult extends Echoed {
  appId: string;
  volumeId: string;
  name: string | null;
  size: number | null;
}

export interface VolumeInstanceDeletionResult extends Echoed {
  appId: string;
  volumeId: string;
  instanceId: string;
}

export interface VolumeInstancesDeletionResult extends Echoed {
  appId: string;
  volumeId: string;
  instanceIds: string[];
}

export interface RegistrySaveResult extends Echoed {
  /** bunny.net's answer: the registry's id, its status and its explanation. */
  answer: Up.UpstreamSaveRegistryResult;
  /** The registry asked to update, when it was an update. */
  registryId: number | null;
}

export interface RegistryDeletionResult extends Echoed {
  registryId: number;
  answer: Up.UpstreamRemoveRegistryResult;
}

export interface LogForwardingChangeResult extends Echoed {
  appId: string;
  logForwarding: Up.KnownLogForwarding | null;
}
