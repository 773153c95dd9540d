import { toGlobalId } from '../../shared/globalId.js';
import { int64LocalId, type NodeType } from '../../shared/nodes.js';

/** The `Node` type name of a custom WAF rule, in its global id (its local id is bunny.net's id). */
const CUSTOM_WAF_RULE_TYPE = 'CustomWafRule' as const;

/** The global id of a custom WAF rule: its `id`, and `deletedId` once deleted. */
export const customWafRuleGlobalId = (id: number): string => toGlobalId(CUSTOM_WAF_RULE_TYPE, id);

export const customWafRuleNode: NodeType = {
  typeName: CUSTOM_WAF_RULE_TYPE,
  readerOf(localId) {
    const id = int64LocalId(localId);
    return id === null ? null : ({ shield }) => shield.waf.getCustomWafRule(id);
  },
};
