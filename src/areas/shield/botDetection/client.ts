import type { Unechoed } from '../payloads.js';
import { inputFieldName } from '../../../errors/fromUpstream.js';
import { ShieldCalls } from '../shieldCalls.js';
import type * as Up from './upstreamTypes.js';

/** Bot detection and categorization's REST calls, under `/shield/shield-zone/{shieldZoneId}`. */
export class ShieldBotClient extends ShieldCalls {
  /** `GET .../bot-detection`. */
  async getBotDetection(shieldZoneId: number): Promise<Up.ZoneBotDetection | null> {
    const state = await this.enveloped<Up.UpstreamBotDetection>({
      method: 'GET',
      route: '/shield/shield-zone/{shieldZoneId}/bot-detection',
      params: { shieldZoneId },
      idempotent: true,
    });
    return state && { ...state, shieldZoneId };
  }

  /** `PATCH .../bot-detection`: bot detection as bunny.net now has it. */
  async updateShieldBotDetection(
    shieldZoneId: number,
    body: Up.UpstreamBotDetectionChange,
  ): Promise<Unechoed<Up.BotDetectionUpdateResult>> {
    const state = await this.enveloped<Up.UpstreamBotDetection>({
      method: 'PATCH',
      route: '/shield/shield-zone/{shieldZoneId}/bot-detection',
      params: { shieldZoneId },
      json: { ...body, shieldZoneId },
      fieldName: inputFieldName,
    });
    return { shieldZoneId, botDetection: state && { ...state, shieldZoneId } };
  }

  /** `GET .../bot-categorization`: the categories with their bots (no envelope around them). */
  async getBotCategorization(shieldZoneId: number): Promise<Up.ZoneBotCategorization> {
    const answer = await this.record<Up.UpstreamBotCategorization>({
      method: 'GET',
      route: '/shield/shield-zone/{shieldZoneId}/bot-categorization',
      params: { shieldZoneId },
      idempotent: true,
    });
    return { ...answer, shieldZoneId };
  }

  /** `PUT .../bot-categorization/bots/{botId}`. */
  async setShieldBotAction(
    shieldZoneId: number,
    botId: number,
    action: Up.UpstreamBotAction,
  ): Promise<Unechoed<Up.BotChangeResult>> {
    const bot = await this.enveloped<Up.UpstreamBot>({
      method: 'PUT',
      route: '/shield/shield-zone/{shieldZoneId}/bot-categorization/bots/{botId}',
      params: { shieldZoneId, botId },
      json: { action },
      fieldName: inputFieldName,
    });
    return { shieldZoneId, bot: bot && typeof bot.botId === 'number' ? { ...bot, shieldZoneId } : null };
  }

  /** `PUT .../bot-categorization/categories/{category}` (the category as its number). */
  async setShieldBotCategoryAction(
    shieldZoneId: number,
    category: Up.UpstreamBotCategory,
    action: Up.UpstreamBotCategoryAction,
  ): Promise<Unechoed<Up.BotCategoryChangeResult>> {
    const answered = await this.enveloped<Up.UpstreamBotCategoryDetails>({
      method: 'PUT',
      route: '/shield/shield-zone/{shieldZoneId}/bot-categorization/categories/{category}',
      params: { shieldZoneId, category },
      json: { action },
      fieldName: inputFieldName,
    });
    return { category, action, ...answered, shieldZoneId };
  }
}
