/** bunny.net's enumerations of an API as a map of maps (`{ AccessListType: { "0": "IP" } }`), as a list of tables. */

export type UpstreamEnumTables = Record<string, Record<string, string> | null>;

/** One table: the parent of `ShieldEnumTable`. */
export interface EnumTable {
  name: string;
  entries: { key: string; value: string }[];
}

export function enumTables(map: UpstreamEnumTables | null | undefined): EnumTable[] {
  return Object.entries(map ?? {}).map(([name, values]) => ({
    name,
    entries: Object.entries(values ?? {}).map(([key, value]) => ({ key, value })),
  }));
}
