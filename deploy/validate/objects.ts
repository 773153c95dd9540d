/** Reading parsed YAML without trusting its shape: a missing or wrong-typed field reads as empty. */
export type Obj = Record<string, unknown>;

export const obj = (value: unknown): Obj => (value && typeof value === 'object' ? (value as Obj) : {});

export const list = (value: unknown): Obj[] => (Array.isArray(value) ? value.map(obj) : []);
