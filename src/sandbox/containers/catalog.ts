import { createHash } from 'node:crypto';
import { MAGIC_CONTAINERS_NODE_IPS } from '../fixtures.js';

/**
 * What the sandbox's Magic Containers platform holds for every account alike: its regions, its nodes, the public
 * images registries offer, and the ids and secrets the seed and the tests share.
 */

/** A private registry no application uses: it can be deleted. */
export const UNUSED_REGISTRY_ID = 2893;

/** The token the storefront's log forwarding sends: bunny.net answers it back; the gateway must never. */
export const CONTAINER_LOG_TOKEN = 'lf-tok-9f3a6c2e8b1d4f70a5e2';

export const PUBLIC_REGISTRY_HOSTS = { dockerhub: 'docker.io', github: 'ghcr.io' } as const;

/** bunny.net's Magic Containers regions: id, name, group, anycast support and capacity. */
const REGION_ROWS: ReadonlyArray<readonly [string, string, string, boolean, boolean]> = [
  ['DE', 'Frankfurt', 'Europe', true, true],
  ['UK', 'London', 'Europe', true, true],
  ['FR', 'Paris', 'Europe', true, true],
  ['NL', 'Amsterdam', 'Europe', true, true],
  ['SE', 'Stockholm', 'Europe', false, true],
  ['PL', 'Warsaw', 'Europe', false, true],
  ['ES', 'Madrid', 'Europe', false, true],
  ['IT', 'Milan', 'Europe', false, false],
  ['NY', 'New York', 'North America', true, true],
  ['LA', 'Los Angeles', 'North America', true, true],
  ['CHI', 'Chicago', 'North America', false, true],
  ['DAL', 'Dallas', 'North America', false, true],
  ['MI', 'Miami', 'North America', false, true],
  ['SEA', 'Seattle', 'North America', false, true],
  ['TOR', 'Toronto', 'North America', false, true],
  ['SP', 'São Paulo', 'South America', true, true],
  ['SCL', 'Santiago', 'South America', false, false],
  ['SG', 'Singapore', 'Asia', true, true],
  ['TYO', 'Tokyo', 'Asia', true, true],
  ['HK', 'Hong Kong', 'Asia', false, true],
  ['SYD', 'Sydney', 'Oceania', true, true],
  ['JH', 'Johannesburg', 'Africa', false, true],
  ['IL', 'Tel Aviv', 'Middle East', false, true],
  ['MUM', 'Mumbai', 'Asia', false, true],
];

export const CONTAINER_REGIONS = REGION_ROWS.map(([id, name, group, hasAnycastSupport, hasCapacity]) => ({
  id,
  name,
  group,
  hasAnycastSupport,
  hasCapacity,
}));

/** Every node of the network: the documented fixtures, then enough generated ones to page through. */
export const CONTAINER_NODE_IPS: readonly string[] = [
  ...MAGIC_CONTAINERS_NODE_IPS,
  ...Array.from({ length: 38 }, (_, index) => `185.152.${64 + Math.floor(index / 16)}.${10 + (index % 16)}`),
];

/** Public images of each registry: a few well-known ones, then `tool-01` to `tool-40` of `acme` to page through. */
export const PUBLIC_IMAGES: readonly { id: string; namespace: string }[] = [
  { id: 'nginx', namespace: 'library' },
  { id: 'node', namespace: 'library' },
  { id: 'postgres', namespace: 'library' },
  { id: 'redis', namespace: 'library' },
  ...Array.from({ length: 40 }, (_, index) => ({
    id: `tool-${String(index + 1).padStart(2, '0')}`,
    namespace: 'acme',
  })),
];

/** The tags every image has, newest last. */
export const IMAGE_TAGS: readonly string[] = ['1.25', '1.26', '1.27', 'alpine', 'latest'];

/** A stable digest of an image's tag. */
export function digestOf(namespace: string, image: string, tag: string): string {
  return `sha256:${createHash('sha256').update(`${namespace}/${image}:${tag}`).digest('hex')}`;
}

interface ImageSuggestion {
  endpoints: Array<Record<string, unknown>>;
  volumes: Array<{ containerPath: string; suggestedVolumeName: string }>;
  variables?: Array<{ name: string; defaultValue: string | null; description: string; required: boolean }>;
}

/** What the image's EXPOSE, VOLUME and ENV instructions would suggest, for a few well-known images. */
export const IMAGE_SUGGESTIONS: Record<string, ImageSuggestion> = {
  nginx: {
    endpoints: [
      { displayName: 'http', cdn: { isSslEnabled: true, portMappings: [{ containerPort: 80, protocols: ['tcp'] }] } },
    ],
    volumes: [],
  },
  postgres: {
    endpoints: [
      {
        displayName: 'postgres',
        anycast: { type: 'iPv4', portMappings: [{ containerPort: 5432, exposedPort: 5432, protocols: ['tcp'] }] },
      },
    ],
    volumes: [{ containerPath: '/var/lib/postgresql/data', suggestedVolumeName: 'postgres-data' }],
    variables: [
      { name: 'POSTGRES_PASSWORD', defaultValue: null, description: 'The superuser password.', required: true },
      { name: 'POSTGRES_DB', defaultValue: 'postgres', description: 'The database created first.', required: false },
    ],
  },
  redis: {
    endpoints: [
      {
        displayName: 'redis',
        anycast: { type: 'iPv4', portMappings: [{ containerPort: 6379, exposedPort: 6379, protocols: ['tcp'] }] },
      },
    ],
    volumes: [{ containerPath: '/data', suggestedVolumeName: 'redis-data' }],
  },
  'storefront-api': {
    endpoints: [
      {
        displayName: 'storefront',
        cdn: { isSslEnabled: true, portMappings: [{ containerPort: 8080, protocols: ['tcp'] }] },
      },
    ],
    volumes: [{ containerPath: '/app/uploads', suggestedVolumeName: 'uploads' }],
  },
};
