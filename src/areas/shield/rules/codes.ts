import { codedEnum } from '../../shared/codedEnum.js';

/** The codes of Shield's rule configurations (custom WAF and rate limit rules), as shield-api.json numbers them. */

export const wafRuleActions = codedEnum({ BLOCK: 1, LOG: 2, CHALLENGE: 3, ALLOW: 4, BYPASS: 5 } as const);

export const rateLimitActions = codedEnum({ RATE_LIMIT: 1, LOG: 2, CHALLENGE: 3 } as const);

export const wafRuleOperators = codedEnum({
  BEGINSWITH: 0,
  ENDSWITH: 1,
  CONTAINS: 2,
  CONTAINSWORD: 3,
  STRMATCH: 4,
  EQ: 5,
  GE: 6,
  GT: 7,
  LE: 8,
  LT: 9,
  WITHIN: 12,
  RX: 14,
  STREQ: 15,
  DETECTSQLI: 17,
  DETECTXSS: 18,
} as const);

export const wafRuleSeverities = codedEnum({ NOTICE: 0, WARNING: 1, CRITICAL: 2 } as const);

export const wafRuleTransformations = codedEnum({
  CMDLINE: 1,
  COMPRESSWHITESPACE: 2,
  CSSDECODE: 3,
  HEXENCODE: 4,
  HTMLENTITYDECODE: 5,
  JSDECODE: 6,
  LENGTH: 7,
  LOWERCASE: 8,
  MD5: 9,
  NORMALIZEPATH: 10,
  NORMALISEPATH: 11,
  NORMALIZEPATHWIN: 12,
  NORMALISEPATHWIN: 13,
  REMOVECOMMENTS: 14,
  REMOVENULLS: 15,
  REMOVEWHITESPACE: 16,
  REPLACECOMMENTS: 17,
  SHA1: 18,
  URLDECODE: 19,
  URLDECODEUNI: 20,
  UTF8TOUNICODE: 21,
} as const);

export const rateLimitCounterKeys = codedEnum({
  IP: 0,
  HOST: 1,
  COUNTRY: 2,
  CITY: 3,
  ASN: 4,
  ORGANIZATION: 5,
  JA4: 6,
  IP_JA4: 7,
} as const);

/** Seconds: bunny.net's WafRateLimitTimeframeType (and API Guardian's RateLimitTimeframe). */
export const rateLimitTimeframes = codedEnum({
  PER_SECOND: 1,
  PER_TEN_SECONDS: 10,
  PER_MINUTE: 60,
  PER_FIVE_MINUTES: 300,
  PER_FIFTEEN_MINUTES: 900,
  PER_HOUR: 3600,
} as const);

/** Seconds: bunny.net's WafRatelimitBlockType. */
export const rateLimitBlockTimes = codedEnum({
  THIRTY_SECONDS: 30,
  ONE_MINUTE: 60,
  FIVE_MINUTES: 300,
  FIFTEEN_MINUTES: 900,
  THIRTY_MINUTES: 1800,
  ONE_HOUR: 3600,
} as const);

export const wafReviewActions = codedEnum({ IGNORE: 0, LOG_ONLY: 1, DISABLE_RULE: 2 } as const);
