import {
  ACTIVE_APP_ID,
  ANYCAST_ENDPOINT_ID,
  ATTACHED_VOLUME_INSTANCE_ID,
  CDN_ENDPOINT_ID,
  DETACHED_VOLUME_INSTANCE_ID,
  INACTIVE_APP_ID,
  PRIVATE_REGISTRY_ID,
  SUSPENDED_APP_ID,
  VOLUME_ID,
  WEB_PULL_ZONE_ID,
} from '../fixtures.js';
import { CONTAINER_LOG_TOKEN, PUBLIC_REGISTRY_HOSTS, UNUSED_REGISTRY_ID } from './catalog.js';
import type { AppContainer, ContainerAccount, ContainerApp, Volume } from './state.js';

/**
 * The Magic Containers applications every account starts with: three hand-written ones (the fixtures' ids, with
 * endpoints and volumes to change) and enough generated ones to page through.
 */

export const SEEDED_APP_COUNT = 45;

function volume(id: string, sizeGb: number, instances: ReadonlyArray<[string, string, string[]]>): Volume {
  return {
    id,
    name: id,
    sizeGb,
    instances: new Map(
      instances.map(([instanceId, region, attachedPods]) => [instanceId, { id: instanceId, region, attachedPods }]),
    ),
  };
}

function container(id: string, name: string, image: string, tag: string, env: string[] = []): AppContainer {
  const [imageNamespace, imageName] = image.split('/') as [string, string];
  return {
    id,
    name,
    imageRegistryId: 'dockerhub',
    imageNamespace,
    imageName,
    imageTag: tag,
    imagePullPolicy: 'ifNotPresent',
    // Values bunny.net answers back; the gateway never does.
    environment: env.map((variable) => ({ name: variable, value: `${variable.toLowerCase()}-secret-value` })),
  };
}

function storefront(): ContainerApp {
  return {
    id: ACTIVE_APP_ID,
    name: 'storefront-api',
    description: 'The shop backend behind acme-web.',
    status: 'active',
    runtimeType: 'shared',
    regionIds: ['DE', 'SG', 'NY'],
    containers: [
      {
        ...container('Kj7mNp3qRx', 'storefront', 'acme/storefront-api', '2.14.0', ['DATABASE_URL', 'STRIPE_KEY']),
        imageRegistryId: PRIVATE_REGISTRY_ID,
        entryPoint: {
          commandArray: ['node', 'server.js'],
          argumentsArray: ['--port', '8080'],
          workingDirectory: '/app',
        },
        probes: {
          readiness: {
            periodSeconds: 10,
            httpGet: { request: { path: '/healthz', portNumber: 8080 }, response: { expectedStatusCode: 'ok' } },
          },
          liveness: { periodSeconds: 30, tcpSocket: { request: { portNumber: 8080 } } },
        },
      },
      container('Wv2sDf8gHt', 'postgres', 'library/postgres', '16'),
    ],
    autoScaling: { min: 2, max: 6 },
    endpoints: new Map([
      [
        CDN_ENDPOINT_ID,
        {
          id: CDN_ENDPOINT_ID,
          displayName: 'storefront',
          cdn: {
            isSslEnabled: true,
            pullZoneId: WEB_PULL_ZONE_ID,
            stickySessions: { enabled: false, sessionHeaders: ['X-Session-Id'], cookieName: 'acme_sticky' },
            portMappings: [{ containerPort: 8080, exposedPort: 80, protocols: ['tcp'] }],
          },
        },
      ],
      [
        ANYCAST_ENDPOINT_ID,
        {
          id: ANYCAST_ENDPOINT_ID,
          displayName: 'grpc',
          anycast: { type: 'iPv4', portMappings: [{ containerPort: 9090, exposedPort: 9090, protocols: ['tcp'] }] },
        },
      ],
    ]),
    volumes: new Map([
      [
        VOLUME_ID,
        volume(VOLUME_ID, 10, [
          [ATTACHED_VOLUME_INSTANCE_ID, 'DE', ['storefront-api-7d9f8c6b5-x2k4p']],
          ['Ym5tPq9kRj2xVb', 'SG', ['storefront-api-7d9f8c6b5-q8n3m']],
          [DETACHED_VOLUME_INSTANCE_ID, 'NY', []],
        ]),
      ],
    ]),
  };
}

function mediaTranscoder(): ContainerApp {
  return {
    id: SUSPENDED_APP_ID,
    name: 'media-transcoder',
    description: 'Turns uploads into HLS renditions.',
    status: 'suspended',
    runtimeType: 'reserved',
    regionIds: ['DE'],
    containers: [container('Fq9wEr4tYu', 'ffmpeg', 'jrottenberg/ffmpeg', '6.1-alpine')],
    autoScaling: { min: 1, max: 4 },
    endpoints: new Map(),
    volumes: new Map([['scratch', volume('scratch', 50, [['Tc6pLw1nQz8rMf', 'DE', []]])]]),
  };
}

function nightlyReports(): ContainerApp {
  return {
    id: INACTIVE_APP_ID,
    name: 'nightly-reports',
    description: 'Builds the sales reports each night.',
    status: 'inactive',
    runtimeType: 'shared',
    regionIds: ['UK'],
    containers: [container('Ap3sDf6gHj', 'reports', 'acme/reports', '1.3.2', ['SMTP_PASSWORD'])],
    autoScaling: { min: 1, max: 1 },
    endpoints: new Map(),
    volumes: new Map(),
  };
}

const GENERATED_STATUSES = ['active', 'active', 'inactive', 'progressing', 'failing'] as const;
const GENERATED_REGIONS = ['DE', 'UK', 'NY', 'SG', 'LA'];

/** `worker-01` .. `worker-42`: one nginx container each, no endpoint or volume, ids `GenApp0001`... */
function generatedApps(count: number): ContainerApp[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return {
      id: `GenApp${String(index + 1).padStart(4, '0')}`,
      name: `worker-${number}`,
      description: `Queue worker ${number}.`,
      status: GENERATED_STATUSES[index % GENERATED_STATUSES.length] ?? 'active',
      runtimeType: 'shared',
      regionIds: [GENERATED_REGIONS[index % GENERATED_REGIONS.length] ?? 'DE'],
      containers: [container(`GenCtr${String(index + 1).padStart(4, '0')}`, 'worker', 'library/nginx', '1.27')],
      autoScaling: { min: 1, max: 3 },
      endpoints: new Map(),
      volumes: new Map(),
    };
  });
}

export function seedApps(): ContainerApp[] {
  const handWritten = [storefront(), mediaTranscoder(), nightlyReports()];
  return [...handWritten, ...generatedApps(SEEDED_APP_COUNT - handWritten.length)];
}

/** The account's registries (one in use by the storefront) and where two applications forward their logs. */
export function seedContainerAccount(now: Date): ContainerAccount {
  const registry = (id: number, displayName: string, hostName: string, userName: string) => ({
    id,
    displayName,
    hostName,
    userName,
    password: `${displayName}-password`,
    createdAt: new Date(Date.UTC(2025, 0, 10 + (id % 10))),
    lastUpdatedAt: null,
  });
  return {
    registries: new Map([
      [
        Number(PRIVATE_REGISTRY_ID),
        registry(Number(PRIVATE_REGISTRY_ID), 'acme-ghcr', PUBLIC_REGISTRY_HOSTS.github, 'acme-ci'),
      ],
      [2892, registry(2892, 'acme-hub', PUBLIC_REGISTRY_HOSTS.dockerhub, 'acmebot')],
      [UNUSED_REGISTRY_ID, registry(UNUSED_REGISTRY_ID, 'old-quay', 'quay.io', 'acme+robot')],
    ]),
    nextRegistryId: 2900,
    logForwarding: new Map([
      [
        ACTIVE_APP_ID,
        {
          id: 'lf-7d2c9a41',
          appId: ACTIVE_APP_ID,
          type: 'SyslogTcp',
          endpoint: 'logs.acme.example',
          port: 6514,
          format: 'SyslogRfc5424',
          enabled: true,
          token: CONTAINER_LOG_TOKEN,
          createdAt: new Date(now.getTime() - 30 * 86_400_000),
        },
      ],
      [
        SUSPENDED_APP_ID,
        {
          id: 'lf-3b8e1f07',
          appId: SUSPENDED_APP_ID,
          type: 'SyslogUdp',
          endpoint: '203.0.113.40',
          port: 514,
          format: 'SyslogRfc3164',
          enabled: false,
          token: null,
          createdAt: new Date(now.getTime() - 90 * 86_400_000),
        },
      ],
    ]),
    nextId: 1,
  };
}
