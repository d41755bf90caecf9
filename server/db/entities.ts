import { LoginAttemptSchema } from '../modules/auth/login-attempt.entity.js';
import { SessionSchema } from '../modules/auth/session.entity.js';
import { UserSchema } from '../modules/auth/user.entity.js';
import { EpisodeSchema } from '../modules/episodes/episode.entity.js';
import { SignupAttemptSchema, SubscriberSchema } from '../modules/newsletter/subscriber.entity.js';
import { PromptSchema } from '../modules/prompts/prompt.entity.js';
import { PromptFormerSlugSchema } from '../modules/prompts/prompt-former-slug.entity.js';
import { PromptViewSchema } from '../modules/prompts/prompt-view.entity.js';
import { ResponseSchema } from '../modules/prompts/response.entity.js';
import { IpTrackingSchema, UsageTrackingSchema, VisitorResetSchema } from '../modules/ratelimit/usage.entity.js';
import { PassageSchema } from '../modules/search/postgres/passage.entity.js';
import { PromptWordSchema } from '../modules/search/postgres/prompt-word.entity.js';
import { SearchEpisodeSchema, SearchModelSchema, SearchStateSchema } from '../modules/search/postgres/search-index-state.entity.js';

/** Every entity the ORM knows; listed, not discovered, so every runtime loads the same set. */
export const entities = [
  UserSchema,
  SessionSchema,
  LoginAttemptSchema,
  EpisodeSchema,
  PromptSchema,
  PromptViewSchema,
  PromptFormerSlugSchema,
  ResponseSchema,
  UsageTrackingSchema,
  IpTrackingSchema,
  VisitorResetSchema,
  PassageSchema,
  PromptWordSchema,
  SearchStateSchema,
  SearchEpisodeSchema,
  SearchModelSchema,
  SubscriberSchema,
  SignupAttemptSchema,
];
