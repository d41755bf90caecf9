import type { Subscriber } from './subscriber.entity.js';

/** A subscriber as the REST API answers it. */
export const subscriberJson = (s: Subscriber) => ({
  id: s.id,
  email: s.email,
  firstName: s.firstName,
  createdAt: s.createdAt.toISOString(),
  sourcePage: s.sourcePage,
});
