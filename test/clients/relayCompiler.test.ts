import { afterEach, describe, expect, it } from 'vitest';
import { compileRelay, gatewaySdl, type RelayCompilation } from './support/relayCompiler.js';

/**
 * relay-compiler, strict ids on, over the gateway's schema and the documents a Relay app writes against it
 * (test/clients/relay/: connections with @connection, @refetchable fragments on Query and on Nodes, @deleteRecord,
 * @appendNode). The two schemas broken on purpose show that the same run fails when an id or a connection is wrong.
 */

let compilation: RelayCompilation | undefined;

afterEach(() => {
  compilation?.dispose();
  compilation = undefined;
});

describe('relay-compiler with strict ids', () => {
  it("compiles every document against the gateway's schema", async () => {
    compilation = await compileRelay();
    expect(compilation.output).not.toMatch(/ERROR/);
    expect(compilation.ok).toBe(true);
    for (const name of [
      'PullZoneListPaginationQuery',
      'PullZoneCardRefetchQuery',
      'EdgeScriptPageReleasesPaginationQuery',
    ])
      expect(compilation.artifact(name).params.name).toBe(name);
  });

  it('refuses a schema where a field named id is not an ID, as EdgeScriptVariable.id once was', async () => {
    compilation = await compileRelay(`${gatewaySdl()}\nextend type EdgeScriptCode { id: SafeInt }\n`);
    expect(compilation.ok).toBe(false);
    expect(compilation.output).toMatch(/Disallowed type `SafeInt` of field `id` on parent type `EdgeScriptCode`/);
  });

  it('refuses @connection on a list whose page info does not say whether more follow', async () => {
    const sdl = gatewaySdl().replace(/(type PageInfo \{[^}]*?)\n\s*hasNextPage: Boolean!/, '$1');
    expect(sdl).not.toBe(gatewaySdl());
    compilation = await compileRelay(sdl);
    expect(compilation.ok).toBe(false);
    expect(compilation.output).toMatch(/hasNextPage/);
  });
});
