/** The sandbox's Storage Zones (core API): what each account's state keeps of a zone. */

export interface StorageZone {
  id: number;
  name: string;
  region: string;
  replicationRegions: string[];
  /** The storage API key and FTP password; the read-only one. Per account (keys.ts), replaced by the resets. */
  password: string;
  readOnlyPassword: string;
  dateModified: Date;
  deleted: boolean;
  storageUsed: number;
  filesStored: number;
  rewrite404To200: boolean;
  custom404FilePath: string | null;
  originUrl: string | null;
  /** StorageZoneTier: 0 = Standard, 1 = Edge. */
  zoneTier: 0 | 1;
  /** StorageZoneS3Type: 0 = NotSupported, 1 = Supported. */
  s3: 0 | 1;
  /** The Pull Zones that pull from this zone (their `StorageZoneId` is this zone's id). */
  pullZoneIds: number[];
}

export interface StorageZoneState {
  zones: Map<number, StorageZone>;
  nextZoneId: number;
}
