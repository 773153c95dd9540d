import type { Credentials } from '../../../auth/credentials.js';
import { defaultFieldName } from '../../../errors/fromUpstream.js';
import type { UpstreamSession } from '../../../upstream/session.js';
import { AreaClient } from '../../shared/areaClient.js';
import type { UpstreamEdgeRule } from '../upstreamTypes.js';

/** The toggle body's `Id`/`Value` are the `pullZoneId`/`enabled` arguments. */
const toggleFieldName = (field: string): string =>
  ({ Id: 'pullZoneId', Value: 'enabled' })[field] ?? defaultFieldName(field);

/** An Edge Rule's fields in an error (`ActionType`, `Triggers`) are the `rule` argument's (`rule.actionType`). */
const ruleFieldName = (field: string): string => `rule.${defaultFieldName(field)}`;

/** A Pull Zone's Edge Rules: saved (added or updated), switched on or off, deleted. No call answers a body. */
export class PullZoneEdgeRulesClient extends AreaClient {
  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'pullZones');
  }

  /** `POST /pullzone/{pullZoneId}/edgerules/addOrUpdate`, EdgeRuleV2Model: a new rule without `Guid`, else that rule. */
  async save(pullZoneId: number, rule: UpstreamEdgeRule): Promise<void> {
    await this.json({
      method: 'POST',
      route: '/pullzone/{pullZoneId}/edgerules/addOrUpdate',
      params: { pullZoneId },
      json: rule,
      fieldName: ruleFieldName,
    });
  }

  /** `DELETE /pullzone/{pullZoneId}/edgerules/{edgeRuleId}` */
  async delete(pullZoneId: number, edgeRuleId: string): Promise<void> {
    await this.json({
      method: 'DELETE',
      route: '/pullzone/{pullZoneId}/edgerules/{edgeRuleId}',
      params: { pullZoneId, edgeRuleId },
    });
  }

  /** `POST /pullzone/{pullZoneId}/edgerules/{edgeRuleId}/setEdgeRuleEnabled`, body `{ Id, Value }`. */
  async setEnabled(pullZoneId: number, edgeRuleId: string, enabled: boolean): Promise<void> {
    await this.json({
      method: 'POST',
      route: '/pullzone/{pullZoneId}/edgerules/{edgeRuleId}/setEdgeRuleEnabled',
      params: { pullZoneId, edgeRuleId },
      json: { Id: pullZoneId, Value: enabled },
      fieldName: toggleFieldName,
    });
  }
}
