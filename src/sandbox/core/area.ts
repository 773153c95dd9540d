import type { Route } from '../router.js';

/**
 * An area of the sandbox, as its folder's index.ts exports it: the operations it serves, named like the gateway's
 * area it stands in for. `npm run codegen` lists them (src/__generated__/sandboxAreas.ts, from src/areas/names.ts);
 * the router serves what that one list holds (src/sandbox/areas.ts).
 */
export interface SandboxArea<Name extends string = string> {
  /** The gateway area's name (src/areas/names.ts); test/unit/areas.test.ts checks that every area has one. */
  readonly name: Name;
  /** Its route table (`<area>/routes.ts`), one line per operation. */
  readonly routes: readonly Route[];
}

/** A sandbox area, typed by its name. */
export function defineSandboxArea<Name extends string>(area: SandboxArea<Name>): SandboxArea<Name> {
  return area;
}
