/**
 * An account's edge scripts as the sandbox keeps them (records.ts re-exports them; the seed fills them): each script
 * with its code, releases, variables and secrets, and the next ids bunny.net would give new records.
 */

/** 0 = DNS, 1 = CDN, 2 = Middleware (EdgeScriptTypes). */
export type EdgeScriptType = 0 | 1 | 2;

export interface EdgeScriptRelease {
  id: number;
  uuid: string;
  code: string;
  note: string;
  author: string;
  authorEmail: string;
  commitSha: string | null;
  /** 0 = Archived, 1 = Live (EdgeScriptReleaseStatus). */
  status: 0 | 1;
  dateReleased: Date;
  datePublished: Date;
}

export interface EdgeScriptVariable {
  id: number;
  name: string;
  required: boolean;
  defaultValue: string;
}

/**
 * A secret: its name and when it changed. The value is kept only as its SHA-256, enough for a test to see what was
 * sent, as it is never answered.
 */
export interface EdgeScriptSecret {
  id: number;
  name: string;
  valueSha256: string;
  lastModified: Date;
}

export interface EdgeScriptIntegration {
  integrationId: number;
  repositoryId: number;
  repositoryName: string;
  branch: string;
  buildCommand: string;
  installCommand: string;
  entryFile: string;
}

export interface EdgeScript {
  id: number;
  name: string;
  scriptType: EdgeScriptType;
  lastModified: Date;
  /** The code currently in the editor; null for a script nobody has written code for yet. */
  code: string | null;
  /** When the code in the editor last changed. */
  codeModified: Date;
  currentReleaseId: number;
  releases: EdgeScriptRelease[];
  variables: EdgeScriptVariable[];
  secrets: EdgeScriptSecret[];
  linkedPullZoneIds: number[];
  defaultHostname: string;
  systemHostname: string;
  deploymentKey: string;
  /** How often the deployment key was rotated: the next key is derived from it. */
  deploymentKeyRotations: number;
  integration?: EdgeScriptIntegration;
  monthlyCost: number;
  monthlyRequestCount: number;
  monthlyCpuTime: number;
}

/** The next ids of new records, past every seeded one (bunny.net never gives an id twice). */
export interface EdgeScriptIds {
  script: number;
  release: number;
  variable: number;
  secret: number;
}

export const FIRST_CREATED_IDS: Readonly<EdgeScriptIds> = {
  script: 40001,
  release: 990001,
  variable: 9001,
  secret: 7001,
};

/** The next id of a kind, taken. */
export function takeId(ids: EdgeScriptIds, kind: keyof EdgeScriptIds): number {
  const id = ids[kind];
  ids[kind] = id + 1;
  return id;
}
