/**
 * bunny.net's integer-coded enums whose codes are not 0..n-1 in order (Shield's `WafRuleActionType` 1 to 5,
 * timeframes in seconds, access list categories as bit flags; codecs.ts `intEnum` is the 0..n-1 case): each GraphQL name with bunny.net's code. A code the gateway does not
 * know reads as null rather than failing the answer (as shared/codecs.ts `intEnum` does).
 */
export interface CodedEnum<Name extends string, Code extends number> {
  fromUpstream(value: unknown): Name | null;
  toUpstream(name: Name): Code;
  /** `toUpstream` for an optional input: undefined when the caller gave no value. */
  toUpstreamIfSet(name: Name | null | undefined): Code | undefined;
}

export function codedEnum<const Codes extends Readonly<Record<string, number>>>(
  codes: Codes,
): CodedEnum<keyof Codes & string, Codes[keyof Codes]> {
  type Name = keyof Codes & string;
  const names = new Map<unknown, Name>(Object.entries(codes).map(([name, code]) => [code, name as Name]));
  return {
    fromUpstream: (value) => names.get(value) ?? null,
    toUpstream: (name) => codes[name] as Codes[Name],
    toUpstreamIfSet: (name) => (name ? (codes[name] as Codes[Name]) : undefined),
  };
}
