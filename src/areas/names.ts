/**
 * The areas, one line each: the one hand-written list of them. `npm run codegen` writes the two registries from it
 * (scripts/areaRegistries.ts): the gateway's descriptors (src/__generated__/areas.ts, each `<name>Area` of
 * src/areas/<name>/index.ts), from which every central list is built, and the sandbox's route tables
 * (src/__generated__/sandboxAreas.ts, each `<name>Sandbox` of src/sandbox/<name>/index.ts). GraphiQL shows the
 * areas' tabs in this order. `npm run new-area -- <name>` adds the line.
 */
export const AREA_NAMES = [
  'shield',
  'containers',
  'pullZones',
  'edgeScripts',
  'stream',
  'originLogs',
  'dns',
  'storageZones',
  'storageFiles',
  'account',
] as const;

export type AreaName = (typeof AREA_NAMES)[number];
