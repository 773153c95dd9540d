import type {
  AnycastIpVersion,
  ContainerEndpoint,
  ContainerEndpointInput,
  ContainerImageSuggestions,
  PortMapping,
  PortMappingInput,
  TransportProtocol,
} from '../../__generated__/resolvers-types.js';
import { listOf, orNull, stringEnum } from '../shared/codecs.js';
import type * as Up from './upstreamTypes.js';

const anycastVersions = stringEnum<AnycastIpVersion>({ IPV4: 'iPv4' });
const protocols = stringEnum<TransportProtocol>({ TCP: 'tcp', UDP: 'udp', SCTP: 'sctp' });

const toPortMapping = (p: Up.UpstreamPortMapping): PortMapping => ({
  containerPort: orNull(p.containerPort),
  exposedPort: orNull(p.exposedPort),
  protocols:
    listOf(p.protocols, (value) => protocols.fromUpstream(value))?.filter((v): v is TransportProtocol => v !== null) ??
    null,
});

export function toContainerEndpoint(e: Up.UpstreamEndpoint): ContainerEndpoint {
  return {
    displayName: orNull(e.displayName),
    cdn: e.cdn
      ? {
          isSslEnabled: orNull(e.cdn.isSslEnabled),
          stickySessions: e.cdn.stickySessions
            ? {
                enabled: orNull(e.cdn.stickySessions.enabled),
                sessionHeaders: orNull(e.cdn.stickySessions.sessionHeaders),
                cookieName: orNull(e.cdn.stickySessions.cookieName),
              }
            : null,
          pullZoneId: orNull(e.cdn.pullZoneId),
          portMappings: listOf(e.cdn.portMappings, toPortMapping),
        }
      : null,
    anycast: e.anycast
      ? {
          type: anycastVersions.fromUpstream(e.anycast.type),
          portMappings: listOf(e.anycast.portMappings, toPortMapping),
        }
      : null,
  };
}

export function toContainerImageSuggestions(c: Up.UpstreamImageConfig): ContainerImageSuggestions {
  return {
    endpointSuggestions: listOf(c.endpointSuggestions, toContainerEndpoint),
    volumeSuggestions: listOf(c.volumeSuggestions, (v) => ({
      containerPath: orNull(v.containerPath),
      suggestedVolumeName: orNull(v.suggestedVolumeName),
    })),
  };
}

const toUpstreamPortMapping = (p: PortMappingInput): Up.UpstreamPortMapping => ({
  containerPort: p.containerPort,
  ...(p.exposedPort != null && { exposedPort: p.exposedPort }),
  ...(p.protocols != null && { protocols: p.protocols.map((value) => protocols.toUpstream(value)) }),
});

/** The GraphQL endpoint input in bunny.net's EndpointRequest shape; unset fields are left out. */
export function toUpstreamEndpoint(input: ContainerEndpointInput): Up.UpstreamEndpoint {
  const { cdn, anycast } = input;
  return {
    displayName: input.displayName,
    ...(cdn && {
      cdn: {
        ...(cdn.isSslEnabled != null && { isSslEnabled: cdn.isSslEnabled }),
        ...(cdn.stickySessions && {
          stickySessions: {
            sessionHeaders: cdn.stickySessions.sessionHeaders,
            ...(cdn.stickySessions.enabled != null && { enabled: cdn.stickySessions.enabled }),
            ...(cdn.stickySessions.cookieName != null && { cookieName: cdn.stickySessions.cookieName }),
          },
        }),
        ...(cdn.pullZoneId != null && { pullZoneId: cdn.pullZoneId }),
        ...(cdn.portMappings && { portMappings: cdn.portMappings.map(toUpstreamPortMapping) }),
      },
    }),
    ...(anycast && {
      anycast: {
        type: anycastVersions.toUpstream(anycast.type),
        portMappings: anycast.portMappings.map(toUpstreamPortMapping),
      },
    }),
  };
}
