import type { Route } from '../router.js';

/**
 * An area of the sandbox, as its folder's index.ts exports it: the operations it serves, named like the gateway's
 * area it stands in for. src/sandbox/areas.ts lists them; the router serves what that one list holds.
 */
export interface SandboxArea<Name extends string = string> {
  /** The gateway area's name (src/areas/index.ts); test/unit/areas.test.ts checks that every area has one. */
  readonly name: Name;
  /** Its route table (`<area>/routes.ts`), one line per operation. */
  readonly routes: readonly Route[];
}

/** A sandbox area, typed by its name. */
export function defineSandboxArea<Name extends string>(area: SandboxArea<Name>): SandboxArea<Name> {
  return area;
}
