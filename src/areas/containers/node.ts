import type { RequestScope } from '../../request/scope.js';
import { toGlobalId } from '../shared/globalId.js';
import type { NodeReader, NodeType } from '../shared/nodes.js';
import { identifier } from '../shared/validate.js';
import {
  loadAppRecord,
  loadContainer,
  loadEndpoint,
  loadLogForwarding,
  loadRegistry,
  loadVolume,
  loadVolumeInstance,
} from './records.js';

/**
 * Magic Containers records as `Node`s. A registry's local id is bunny.net's int64 id; a log-forwarding configuration's
 * is its application's id (bunny.net reads it by that). A container, endpoint, volume or instance is only addressable within its application
 * (and an instance within its volume), so its local id holds those ids too, joined by `/`, which no id of theirs may
 * contain (shared/validate.ts `identifier`): `appId`, `appId/containerId`, `appId/endpointId`, `appId/volumeId`, `appId/volumeId/instanceId`.
 */

export const localIdOf = (...ids: readonly string[]): string => ids.join('/');

/** The global id of a volume instance: its `id`, and `deletedId` once deleted, so a client cache can drop it. */
export const volumeInstanceGlobalId = (appId: string, volumeId: string, instanceId: string): string =>
  toGlobalId('ContainerVolumeInstance', localIdOf(appId, volumeId, instanceId));

/** A registry's local id: a positive int64, written as `toGlobalId` writes numbers. */
const registryReader: NodeType = {
  typeName: 'ContainerRegistry',
  readerOf(localId) {
    const registryId = Number(localId);
    return /^[1-9]\d{0,15}$/.test(localId) && Number.isSafeInteger(registryId)
      ? ({ containers }) => loadRegistry(containers, registryId)
      : null;
  },
};

/** The ids of a local id, when it holds exactly `count` of them, each one an id the mutations would take. */
function idsIn(localId: string, count: number): string[] | null {
  const ids = localId.split('/');
  if (ids.length !== count) return null;
  try {
    for (const id of ids) identifier('containers', 'id', id);
  } catch {
    return null;
  }
  return ids;
}

type Read = (containers: RequestScope['containers'], ...ids: string[]) => ReturnType<NodeReader>;

function nodeType(typeName: NodeType['typeName'], count: number, read: Read): NodeType {
  return {
    typeName,
    readerOf(localId) {
      const ids = idsIn(localId, count);
      return ids === null ? null : ({ containers }) => read(containers, ...ids);
    },
  };
}

export const containerNodes: readonly NodeType[] = [
  nodeType('ContainerApp', 1, (containers, appId: string) => loadAppRecord(containers, appId)),
  nodeType('ContainerTemplate', 2, (containers, appId: string, containerId: string) =>
    loadContainer(containers, appId, containerId),
  ),
  nodeType('ContainerLogForwarding', 1, (containers, appId: string) => loadLogForwarding(containers, appId)),
  registryReader,
  nodeType('ContainerAppEndpoint', 2, (containers, appId: string, endpointId: string) =>
    loadEndpoint(containers, appId, endpointId),
  ),
  nodeType('ContainerVolume', 2, (containers, appId: string, volumeId: string) =>
    loadVolume(containers, appId, volumeId),
  ),
  nodeType('ContainerVolumeInstance', 3, (containers, appId: string, volumeId: string, instanceId: string) =>
    loadVolumeInstance(containers, appId, volumeId, instanceId),
  ),
];
