import { Kind, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { FROM_MAPPING } from '../../areas/shield/zones/pullZoneLink.js';

/**
 * Links whose one call serves a whole page of records, which the specification cannot weigh: its weight applies
 * once per record, so the SDL declares that bound (`@cost(weight: "1")`) and the estimate counts such a link once
 * per page instead, when the page's records came in one answer (staticCost.ts keeps that count). Each entry says
 * when the link shares its call, by the same rule its resolver follows.
 */

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;
type SharesItsRead = (field: FieldNode, fragments: Fragments) => boolean;

const SHARED_PER_PAGE: Readonly<Record<string, Readonly<Record<string, SharesItsRead>>>> = {
  // The videos of a page belong to one library, read once per library and request (StreamClient's loader).
  Video: { library: () => true },
  // One mapping call for a page of Pull Zones when only ids and links are selected (areas/shield/pullZoneLink.ts).
  PullZone: { shieldZone: (field, fragments) => selectsOnly(field.selectionSet, fragments, FROM_MAPPING) },
};

/** Whether this selection of `type.field` makes one call for a whole page of its parents. */
export function sharesItsReadPerPage(type: string, field: FieldNode, fragments: Fragments): boolean {
  return SHARED_PER_PAGE[type]?.[field.name.value]?.(field, fragments) ?? false;
}

/** Whether every field selected (through fragments too, whatever their directives) is one of `names`. */
function selectsOnly(set: SelectionSetNode | undefined, fragments: Fragments, names: ReadonlySet<string>): boolean {
  return (set?.selections ?? []).every((selection) => {
    if (selection.kind === Kind.FIELD) return names.has(selection.name.value);
    if (selection.kind === Kind.INLINE_FRAGMENT) return selectsOnly(selection.selectionSet, fragments, names);
    return selectsOnly(fragments.get(selection.name.value)?.selectionSet, fragments, names);
  });
}
