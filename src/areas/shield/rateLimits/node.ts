import { toGlobalId } from '../../shared/globalId.js';
import { int64LocalId, type NodeType } from '../../shared/nodes.js';

/** The `Node` type name of a rate limit rule, in its global id (its local id is bunny.net's id). */
const RATE_LIMIT_RULE_TYPE = 'RateLimitRule' as const;

/** The global id of a rate limit rule: its `id`, and `deletedId` once deleted. */
export const rateLimitRuleGlobalId = (id: number): string => toGlobalId(RATE_LIMIT_RULE_TYPE, id);

export const rateLimitRuleNode: NodeType = {
  typeName: RATE_LIMIT_RULE_TYPE,
  readerOf(localId) {
    const id = int64LocalId(localId);
    return id === null ? null : ({ shield }) => shield.rateLimits.getRateLimitRule(id);
  },
};
