import type {
  ContainerAppStatus,
  ContainerEndpointType,
  ContainerPodStatus,
  ContainerRegistryRemovalStatus,
  ContainerRegistrySaveStatus,
  ContainerRegistryType,
  ContainerRunState,
  ContainerRuntimeType,
  ContainerStatisticsGranularity,
  ContainerStatusGrade,
  ImagePullPolicy,
  LogForwardingFormat,
  LogForwardingProtocol,
  RegionProvisioningType,
  VolumeInstanceStatus,
} from '../../__generated__/resolvers-types.js';
import { stringEnum } from '../shared/codecs.js';

/** Magic Containers' string enums: the GraphQL names and bunny.net's values (magic-containers-api.json). */

export const appStatuses = stringEnum<ContainerAppStatus>({
  UNKNOWN: 'unknown',
  ACTIVE: 'active',
  PROGRESSING: 'progressing',
  INACTIVE: 'inactive',
  FAILING: 'failing',
  SUSPENDED: 'suspended',
});
export const endpointTypes = stringEnum<ContainerEndpointType>({
  CDN: 'cdn',
  ANYCAST: 'anycast',
  PUBLIC_IP: 'publicIp',
});
export const runtimeTypes = stringEnum<ContainerRuntimeType>({ SHARED: 'shared', RESERVED: 'reserved' });
export const provisioningTypes = stringEnum<RegionProvisioningType>({ STATIC: 'static', DYNAMIC: 'dynamic' });
export const pullPolicies = stringEnum<ImagePullPolicy>({ ALWAYS: 'always', IF_NOT_PRESENT: 'ifNotPresent' });
export const volumeStatuses = stringEnum<VolumeInstanceStatus>({
  UNKNOWN: 'unknown',
  ATTACHED: 'attached',
  DETACHED: 'detached',
  EXTENDING: 'extending',
  DELETING: 'deleting',
  CREATING: 'creating',
  NOT_SCHEDULED: 'notScheduled',
  SCHEDULED: 'scheduled',
  FAILED: 'failed',
  MAINTENANCE: 'maintenance',
});
export const granularities = stringEnum<ContainerStatisticsGranularity>({
  DAILY: 'Daily',
  HOURLY: 'Hourly',
  MINUTE: 'Minute',
});
export const grades = stringEnum<ContainerStatusGrade>({
  COULD_BE_BETTER: 'couldBeBetter',
  NOT_BAD: 'notBad',
  DOING_GREAT: 'doingGreat',
});
export const podStatuses = stringEnum<ContainerPodStatus>({
  NOT_SCHEDULED: 'notScheduled',
  SCHEDULED: 'scheduled',
  READY: 'ready',
  DELETING: 'deleting',
});
export const runStates = stringEnum<ContainerRunState>({
  NOT_STARTED: 'notStarted',
  STARTED: 'started',
  READY: 'ready',
});
export const registryTypes = stringEnum<ContainerRegistryType>({
  DOCKER_HUB: 'dockerHub',
  GITHUB: 'gitHub',
  BUNNY: 'bunnyRegistry',
});
export const registrySaveStatuses = stringEnum<ContainerRegistrySaveStatus>({
  SAVED: 'saved',
  SECRETS_VALIDATION_FAILED: 'secretsValidationFailed',
  UNKNOWN_ERROR: 'unknownErrorOccured',
  NOT_FOUND: 'notFound',
  INVALID_INPUT: 'invalidInput',
});
export const registryRemovalStatuses = stringEnum<ContainerRegistryRemovalStatus>({
  REMOVED: 'removed',
  IN_USE: 'inUse',
  NOT_FOUND: 'notFound',
});
export const logProtocols = stringEnum<LogForwardingProtocol>({ SYSLOG_UDP: 'SyslogUdp', SYSLOG_TCP: 'SyslogTcp' });
export const logFormats = stringEnum<LogForwardingFormat>({ RFC3164: 'SyslogRfc3164', RFC5424: 'SyslogRfc5424' });
