import type {
  AnycastIpVersion,
  ContainerEndpointInput,
  PortMappingInput,
  Resolvers,
  TransportProtocol,
} from '../../__generated__/resolvers-types.js';
import { listOf, stringEnum, withoutNulls } from '../shared/codecs.js';
import type * as Up from './upstreamTypes.js';

type Protocol = NonNullable<Up.UpstreamPortMappingRequest['protocols']>[number];

const anycastVersions = stringEnum<AnycastIpVersion>({ IPV4: 'iPv4' });
const protocols = stringEnum<TransportProtocol>({ TCP: 'tcp', UDP: 'udp', SCTP: 'sctp' });

/**
 * Magic Containers records: the parent of each type is bunny.net's record (codegen `mappers`); only string enums
 * and lists that may hold nulls need a resolver, every other field has bunny.net's own name.
 */
export const containersTypeResolvers: Resolvers = {
  ContainerImageSuggestions: {
    endpointSuggestions: (c) => withoutNulls(c.endpointSuggestions),
    volumeSuggestions: (c) => withoutNulls(c.volumeSuggestions),
  },
  CdnEndpoint: { portMappings: (cdn) => withoutNulls(cdn.portMappings) },
  AnycastEndpoint: {
    type: (anycast) => anycastVersions.fromUpstream(anycast.type),
    portMappings: (anycast) => withoutNulls(anycast.portMappings),
  },
  // A protocol the gateway does not know is left out rather than failing the list.
  PortMapping: { protocols: (p) => withoutNulls(listOf(p.protocols, (value) => protocols.fromUpstream(value))) },
};

const toUpstreamPortMapping = (p: PortMappingInput): Up.UpstreamPortMappingRequest => ({
  containerPort: p.containerPort,
  ...(p.exposedPort != null && { exposedPort: p.exposedPort }),
  ...(p.protocols != null && { protocols: p.protocols.map((value) => protocols.toUpstream(value) as Protocol) }),
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
        type: anycastVersions.toUpstream(anycast.type) as 'iPv4',
        portMappings: anycast.portMappings.map(toUpstreamPortMapping),
      },
    }),
  };
}
