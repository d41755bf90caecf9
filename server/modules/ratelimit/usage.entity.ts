import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/**
 * One UTC day site-wide: the questions answered (history for the dashboard, never reset)
 * and those counted against the site's daily allowance (started again by an admin reset).
 */
export class UsageTracking {
  [OptionalProps]?: 'totalRequests' | 'allowanceUsed';
  date!: string;
  totalRequests = 0;
  allowanceUsed = 0;
}

/** Questions answered for one visitor IP on one day (UTC): the visitor's allowance. */
export class IpTracking {
  [OptionalProps]?: 'requestCount';
  ipAddress!: string;
  date!: string;
  requestCount = 0;
}

/** Demo resets of their own allowance a visitor IP made on one day (UTC). */
export class VisitorReset {
  [OptionalProps]?: 'resetCount';
  ipAddress!: string;
  date!: string;
  resetCount = 0;
}

export const UsageTrackingSchema = new EntitySchema<UsageTracking>({
  class: UsageTracking,
  tableName: 'usage_tracking',
  properties: {
    date: { type: 'date', primary: true, defaultRaw: 'current_date' },
    totalRequests: { type: 'integer', default: 0 },
    allowanceUsed: { type: 'integer', default: 0 },
  },
});

export const IpTrackingSchema = new EntitySchema<IpTracking>({
  class: IpTracking,
  tableName: 'ip_tracking',
  properties: {
    ipAddress: { type: 'string', length: 64, primary: true },
    date: { type: 'date', primary: true, defaultRaw: 'current_date' },
    requestCount: { type: 'integer', default: 0 },
  },
});

export const VisitorResetSchema = new EntitySchema<VisitorReset>({
  class: VisitorReset,
  tableName: 'visitor_resets',
  properties: {
    ipAddress: { type: 'string', length: 64, primary: true },
    date: { type: 'date', primary: true, defaultRaw: 'current_date' },
    resetCount: { type: 'integer', default: 0 },
  },
});
