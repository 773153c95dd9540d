import { describe, expect, it } from 'vitest';
import { edgeRuleActionTypes, matchingTypes, triggerTypes } from '../../src/areas/pullZones/enums.js';

/** bunny.net's integer codes of Edge Rules, both ways: the gap at 35 and 36 is kept. */
describe('Edge Rule codes', () => {
  it('turns every action into its code and back, STRIP_COOKIES_CLIENT_TO_ORIGIN being 37', () => {
    expect(edgeRuleActionTypes.toUpstream('FORCE_SSL')).toBe(0);
    expect(edgeRuleActionTypes.toUpstream('DISABLE_REQUEST_COALESCING')).toBe(34);
    expect(edgeRuleActionTypes.toUpstream('STRIP_COOKIES_CLIENT_TO_ORIGIN')).toBe(37);
    for (const code of [...Array.from({ length: 35 }, (_, index) => index), 37]) {
      const name = edgeRuleActionTypes.fromUpstream(code);
      expect(name === null ? null : edgeRuleActionTypes.toUpstream(name)).toBe(code);
    }
  });

  it('reads an action, trigger or matching code it does not know as null', () => {
    expect([35, 36, 38].map((code) => edgeRuleActionTypes.fromUpstream(code))).toEqual([null, null, null]);
    expect(triggerTypes.fromUpstream(14)).toBeNull();
    expect(matchingTypes.fromUpstream(3)).toBeNull();
    expect(triggerTypes.toUpstream('ORIGIN_CONNECTION_ERROR')).toBe(13);
  });
});
