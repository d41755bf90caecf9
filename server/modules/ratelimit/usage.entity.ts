import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** Questions answered site-wide on one day (UTC). */
export class UsageTracking {
  [OptionalProps]?: 'totalRequests';
  date!: string;
  totalRequests = 0;
}

/** Questions answered for one visitor IP on one day (UTC). */
export class IpTracking {
  [OptionalProps]?: 'requestCount';
  ipAddress!: string;
  date!: string;
  requestCount = 0;
}

export const UsageTrackingSchema = new EntitySchema<UsageTracking>({
  class: UsageTracking,
  tableName: 'usage_tracking',
  properties: {
    date: { type: 'date', primary: true, defaultRaw: 'current_date' },
    totalRequests: { type: 'integer', default: 0 },
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
