import { LoginAttemptSchema } from '../modules/auth/login-attempt.entity.js';
import { UserSchema } from '../modules/auth/user.entity.js';
import { EpisodeSchema } from '../modules/episodes/episode.entity.js';
import { PromptSchema } from '../modules/prompts/prompt.entity.js';
import { ResponseSchema } from '../modules/prompts/response.entity.js';
import { IpTrackingSchema, UsageTrackingSchema } from '../modules/ratelimit/usage.entity.js';
import { PassageSchema } from '../modules/search/passage.entity.js';
import { SearchEpisodeSchema, SearchModelSchema, SearchStateSchema } from '../modules/search/search-index-state.entity.js';

/** Every entity the ORM knows; listed, not discovered, so every runtime loads the same set. */
export const entities = [
  UserSchema,
  LoginAttemptSchema,
  EpisodeSchema,
  PromptSchema,
  ResponseSchema,
  UsageTrackingSchema,
  IpTrackingSchema,
  PassageSchema,
  SearchStateSchema,
  SearchEpisodeSchema,
  SearchModelSchema,
];
