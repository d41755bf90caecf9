/* eslint-disable */
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Prompt as PromptModel } from '../server/modules/prompts/prompt.entity.js';
import type { Response as ResponseModel } from '../server/modules/prompts/response.entity.js';
import type { Episode as EpisodeModel } from '../server/modules/episodes/episode.entity.js';
import type { User as UserModel } from '../server/modules/auth/user.entity.js';
import type { AdminStatsSummary as AdminStatsSummaryModel } from '../server/modules/stats/stats.service.js';
import type { AnswerResult as AnswerResultModel } from '../server/modules/answers/answers.service.js';
import type { Subscriber as SubscriberModel } from '../server/modules/newsletter/subscriber.entity.js';
import type { SubscriberPage as SubscriberPageModel } from '../server/modules/newsletter/newsletter.service.js';
import type { GraphQLContext } from '../server/context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date, ISO 8601 (2026-01-31). */
  Date: { input: string; output: string; }
  /** An instant in time, ISO 8601 with time zone (2026-01-31T09:30:00.000Z). */
  DateTime: { input: Date; output: Date; }
  /** An absolute http(s) URL. */
  URL: { input: string; output: string; }
  /** A UUID (RFC 4122). */
  UUID: { input: string; output: string; }
};

/** Dashboard figures. */
export type AdminStats = {
  __typename?: 'AdminStats';
  /** The site-wide daily limit that requestsToday counts towards. */
  dailyLimit: Scalars['Int']['output'];
  /** Questions the site may still answer today: the daily limit less what was spent since an administrator last reset the rate limits (requestsToday keeps counting across resets). */
  dailyRemaining: Scalars['Int']['output'];
  promptsTotal: Scalars['Int']['output'];
  publishedPrompts: Scalars['Int']['output'];
  /** Questions answered per day, oldest first, one entry per day (zero included). */
  requestsPerDay: Array<DailyRequests>;
  /** Questions answered today, site-wide. */
  requestsToday: Scalars['Int']['output'];
  /** Newsletter subscribers. */
  subscribers: Scalars['Int']['output'];
  /** The most viewed prompts. */
  topPrompts: Array<Prompt>;
  /** Prompts waiting for an administrator to publish them (promptsTotal - publishedPrompts). */
  unpublishedPrompts: Scalars['Int']['output'];
};


/** Dashboard figures. */
export type AdminStatsRequestsPerDayArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};

/** A new answer (or the saved answer to the same question). */
export type AnswerPayload = {
  __typename?: 'AnswerPayload';
  /** Markdown answer, or the fixed 'no information' sentence. */
  answer: Scalars['String']['output'];
  /** Whether the saved answer is published; a new visitor answer waits for an administrator (its page is noindex meanwhile). */
  isPublished: Scalars['Boolean']['output'];
  promptId: Scalars['UUID']['output'];
  rateLimitInfo: RateLimitInfo;
  slug: Scalars['String']['output'];
  sources: Sources;
};

export type AskInput = {
  /** The question: not blank, at most 20 words. */
  prompt: Scalars['String']['input'];
};

export type CreateEpisodeInput = {
  appleLink?: InputMaybe<Scalars['String']['input']>;
  duration?: InputMaybe<Scalars['String']['input']>;
  guest?: InputMaybe<Scalars['String']['input']>;
  number: Scalars['Int']['input'];
  /** yyyy-mm-dd; empty for none. */
  publishedDate?: InputMaybe<Scalars['String']['input']>;
  spotifyLink?: InputMaybe<Scalars['String']['input']>;
  substackLink?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  /** Raw or processed transcript, at least 50 characters. */
  transcriptText: Scalars['String']['input'];
  /** A URL or an empty string. */
  youtubeLink?: InputMaybe<Scalars['String']['input']>;
};

export type DailyRequests = {
  __typename?: 'DailyRequests';
  date: Scalars['Date']['output'];
  requests: Scalars['Int']['output'];
};

export type DeleteAllPromptsPayload = {
  __typename?: 'DeleteAllPromptsPayload';
  /** How many prompts were deleted. */
  count: Scalars['Int']['output'];
};

export type DeleteEpisodePayload = {
  __typename?: 'DeleteEpisodePayload';
  id: Scalars['UUID']['output'];
  number: Scalars['Int']['output'];
};

export type DeletePromptPayload = {
  __typename?: 'DeletePromptPayload';
  id: Scalars['UUID']['output'];
};

export type DeleteSubscriberPayload = {
  __typename?: 'DeleteSubscriberPayload';
  id: Scalars['UUID']['output'];
};

/** A podcast episode. */
export type Episode = {
  __typename?: 'Episode';
  appleLink?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Running time, h:mm:ss or mm:ss. */
  duration?: Maybe<Scalars['String']['output']>;
  guest?: Maybe<Scalars['String']['output']>;
  id: Scalars['UUID']['output'];
  number: Scalars['Int']['output'];
  publishedDate?: Maybe<Scalars['Date']['output']>;
  spotifyLink?: Maybe<Scalars['String']['output']>;
  substackLink?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** Processed transcript: blocks headed 'Speaker (mm:ss)', separated by blank lines. */
  transcriptText?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** The 11-character YouTube video id from youtubeLink, when there is one. */
  videoId?: Maybe<Scalars['String']['output']>;
  youtubeLink?: Maybe<Scalars['String']['output']>;
};

export type EpisodePayload = {
  __typename?: 'EpisodePayload';
  episode: Episode;
  /** Whether the transcript changed and search was updated. */
  reindexed: Scalars['Boolean']['output'];
  /** Explicit timestamps found in the transcript; null when the transcript did not change. */
  timestampCount?: Maybe<Scalars['Int']['output']>;
};

export type LoginInput = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type MessagePayload = {
  __typename?: 'MessagePayload';
  message: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Answers a question (at most 20 words) with quotes from the episodes, and saves it. Consumes one question of the caller's daily allowance. */
  ask: AnswerPayload;
  /** Admin only. Adds an episode; the transcript may be raw (as pasted) or already processed. */
  createEpisode: EpisodePayload;
  /** Admin only. Deletes every prompt and answer. */
  deleteAllPrompts: DeleteAllPromptsPayload;
  /** Admin only. Deletes an episode and removes it from search. */
  deleteEpisode: DeleteEpisodePayload;
  /** Admin only. Deletes a prompt and its answer. */
  deletePrompt: DeletePromptPayload;
  /** Admin only. Removes a subscriber from the newsletter. */
  deleteSubscriber: DeleteSubscriberPayload;
  /** Signs in. Fails with UNAUTHENTICATED and a message when the username or password is wrong, RATE_LIMITED after too many failures. */
  login: User;
  /** Signs out. Always succeeds. */
  logout: Scalars['Boolean']['output'];
  /** Counts a view of a saved answer, at most one per visitor address a day, and returns the prompt with its view count. */
  recordPromptView: Prompt;
  /** Admin only. Rebuilds the search data of every episode and prompt. */
  reindex: ReindexPayload;
  /** Demo convenience: resets the caller's own daily question counter (never the site's), at most RATE_LIMIT_VISITOR_RESETS_DAILY times a day; RATE_LIMITED with a message once those are spent. */
  resetMyRateLimit: RateLimitInfo;
  /** Admin only. Resets every visitor's and the site's daily question counters. */
  resetRateLimits: MessagePayload;
  /**
   * Signs up for the newsletter (kept by the site; no email provider needed). Signing up again
   * with the same email, in any case, is not an error and keeps the first sign-up. Fails with
   * BAD_USER_INPUT and `extensions.fields` (firstName, email, page) on invalid input, and with
   * RATE_LIMITED after too many sign-ups from one address within an hour.
   */
  subscribeToNewsletter: MessagePayload;
  /** Admin only. Changes the given fields of an episode. An episode that saved answers quote keeps its number (CONFLICT on number). */
  updateEpisode: EpisodePayload;
  /** Admin only. Changes a prompt: publish state, text and slug (empty slug: a new one from the text), or its answer and quotes. */
  updatePrompt: Prompt;
};


export type MutationAskArgs = {
  input: AskInput;
};


export type MutationCreateEpisodeArgs = {
  input: CreateEpisodeInput;
};


export type MutationDeleteEpisodeArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDeletePromptArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDeleteSubscriberArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationRecordPromptViewArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationSubscribeToNewsletterArgs = {
  input: SubscribeInput;
};


export type MutationUpdateEpisodeArgs = {
  id: Scalars['UUID']['input'];
  input: UpdateEpisodeInput;
};


export type MutationUpdatePromptArgs = {
  id: Scalars['UUID']['input'];
  input: UpdatePromptInput;
};

/** A visitor's question, with its saved answer. */
export type Prompt = {
  __typename?: 'Prompt';
  createdAt: Scalars['DateTime']['output'];
  /** The episode the answer cites most, if any. */
  episodeNumber?: Maybe<Scalars['Int']['output']>;
  id: Scalars['UUID']['output'];
  /** Admin only. The address the question came from; null for everyone who is not an administrator (no error). */
  ipAddress?: Maybe<Scalars['String']['output']>;
  /** Published prompts appear in search, suggestions and the sitemap. */
  isPublished: Scalars['Boolean']['output'];
  /** The answer; null only while it is missing. */
  response?: Maybe<Response>;
  /** Readable, unique address part: /answer/{slug}. */
  slug: Scalars['String']['output'];
  /** The question as asked (or as edited by an admin). */
  text: Scalars['String']['output'];
  viewCount: Scalars['Int']['output'];
};

export type PromptOrder =
  /** Most recent first. */
  | 'NEWEST'
  /** Most viewed first. */
  | 'POPULAR';

export type Query = {
  __typename?: 'Query';
  /** Admin only. One prompt, published or not, with its answer; null when it does not exist. */
  adminPrompt?: Maybe<Prompt>;
  /** Admin only. How many prompts `adminPrompts` lists over all its pages for the same `filter` and `published`. */
  adminPromptCount: Scalars['Int']['output'];
  /**
   * Admin only. Every prompt, newest first, 10 a page by default; `filter` is a case-insensitive
   * substring of the text; `published` keeps only published (true) or unpublished (false) prompts.
   */
  adminPrompts: Array<Prompt>;
  /** Admin only. Usage figures for the dashboard. */
  adminStats: AdminStats;
  /** Admin only. Newsletter subscribers, newest first; `search` is a case-insensitive substring of the email or first name. */
  adminSubscribers: SubscriberPage;
  /** An episode by id; null when it does not exist. */
  episode?: Maybe<Episode>;
  /** An episode by its number; null when it does not exist. */
  episodeByNumber?: Maybe<Episode>;
  /** Episodes, newest first. Default page size 10. */
  episodes: Array<Episode>;
  /** A prompt by id, with its answer; null when it does not exist. */
  prompt?: Maybe<Prompt>;
  /** A prompt by its slug, with its answer; null when it does not exist. */
  promptBySlug?: Maybe<Prompt>;
  /** Published prompts, newest first by default. Default page size 10. */
  prompts: Array<Prompt>;
  /** The caller's remaining questions today. */
  rateLimit: RateLimitInfo;
  /** Up to 5 published answers to questions like the one at `slug` (saved-answer search on its question), best first; never that answer itself. NOT_FOUND when no prompt has the slug. */
  relatedPrompts: Array<Prompt>;
  /** Full-text search over published prompts (question and answer), best match first; misspelled words still find questions that contain them correctly spelled. */
  searchPrompts: Array<Prompt>;
  /** The current visitor's session: whether they are signed in, and as whom. */
  session: Session;
  /** Public settings the site needs to render (podcast name, limits, newsletter form). */
  site: Site;
};


export type QueryAdminPromptArgs = {
  id: Scalars['UUID']['input'];
};


export type QueryAdminPromptCountArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
  published?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryAdminPromptsArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  published?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryAdminSubscribersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryEpisodeArgs = {
  id: Scalars['UUID']['input'];
};


export type QueryEpisodeByNumberArgs = {
  number: Scalars['Int']['input'];
};


export type QueryEpisodesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPromptArgs = {
  id: Scalars['UUID']['input'];
};


export type QueryPromptBySlugArgs = {
  slug: Scalars['String']['input'];
};


export type QueryPromptsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<PromptOrder>;
};


export type QueryRelatedPromptsArgs = {
  slug: Scalars['String']['input'];
};


export type QuerySearchPromptsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};

/** Words spoken in an episode, verbatim. */
export type Quote = {
  __typename?: 'Quote';
  /** Episode number. */
  episode: Scalars['Int']['output'];
  /** True when the timestamp is an estimate (the transcript gave the turn no time; 150 words per minute): shown as ~mm:ss. False when it is exact. */
  estimated?: Maybe<Scalars['Boolean']['output']>;
  /** Who said it. */
  guest: Scalars['String']['output'];
  text: Scalars['String']['output'];
  /** Start of the speaker turn that holds the quote: mm:ss or h:mm:ss. */
  timestamp: Scalars['String']['output'];
};

export type QuoteInput = {
  /** The number of an episode there is; another is BAD_USER_INPUT ('Episode 999 does not exist.') on the quote's field. */
  episode: Scalars['Int']['input'];
  /** True when the timestamp is an estimate (shown as ~mm:ss). */
  estimated?: InputMaybe<Scalars['Boolean']['input']>;
  guest: Scalars['String']['input'];
  text: Scalars['String']['input'];
  /** mm:ss or h:mm:ss (minutes and seconds 0-59, at most 99:59:59) or a whole number of seconds, stored as mm:ss or h:mm:ss; empty for 00:00. Anything else is BAD_USER_INPUT. */
  timestamp: Scalars['String']['input'];
};

/** The caller's daily question allowance. */
export type RateLimitInfo = {
  __typename?: 'RateLimitInfo';
  /** Questions the whole site may still answer today. */
  globalRemaining: Scalars['Int']['output'];
  /** Questions per visitor per day. */
  limit: Scalars['Int']['output'];
  /** Questions this visitor may still ask today. */
  remaining: Scalars['Int']['output'];
  /** Demo resets of their own limit the visitor may still make today (RATE_LIMIT_VISITOR_RESETS_DAILY a day). */
  resetsRemaining: Scalars['Int']['output'];
};

export type ReindexPayload = {
  __typename?: 'ReindexPayload';
  durationMs: Scalars['Int']['output'];
  episodes: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  passages: Scalars['Int']['output'];
  prompts: Scalars['Int']['output'];
};

/** A markdown answer and the quotes that back it. */
export type Response = {
  __typename?: 'Response';
  createdAt: Scalars['DateTime']['output'];
  /** Markdown: a Key Takeaways section, body text and blockquoted quotes. */
  fullResponse: Scalars['String']['output'];
  id: Scalars['UUID']['output'];
  sources: Sources;
};

/** The caller's session. */
export type Session = {
  __typename?: 'Session';
  authenticated: Scalars['Boolean']['output'];
  /** The signed-in user; null for visitors. */
  user?: Maybe<User>;
};

/** Settings the client needs to render. */
export type Site = {
  __typename?: 'Site';
  /** The podcast on Apple Podcasts (APPLE_PODCASTS_URL); null when not configured. */
  applePodcastsUrl?: Maybe<Scalars['String']['output']>;
  /** Questions the whole site answers per day. */
  globalDailyLimit: Scalars['Int']['output'];
  /** The email provider's form address that the subscribe form posts to; null when not configured. */
  newsletterFormAction?: Maybe<Scalars['String']['output']>;
  /** Questions each visitor may ask per day. */
  perIpDailyLimit: Scalars['Int']['output'];
  /** The video played at a quote's second when its episode has no video link (PLACEHOLDER_VIDEO_URL). */
  placeholderVideoUrl: Scalars['String']['output'];
  podcastName: Scalars['String']['output'];
  /** Base address of canonical links, without a trailing slash: PUBLIC_URL, or in development without it the address the request was made to. */
  publicUrl: Scalars['String']['output'];
  /** The podcast on Spotify (SPOTIFY_URL); null when not configured. */
  spotifyUrl?: Maybe<Scalars['String']['output']>;
  /** The podcast's newsletter publication on Substack (SUBSTACK_URL); null when not configured. */
  substackUrl?: Maybe<Scalars['String']['output']>;
  /** The podcast's YouTube channel (YOUTUBE_URL); null when not configured. */
  youtubeUrl?: Maybe<Scalars['String']['output']>;
};

export type Sources = {
  __typename?: 'Sources';
  quotes: Array<Quote>;
};

/** A newsletter sign-up (SPEC §5: first name required; email required, an address with a domain suffix of at least two letters). */
export type SubscribeInput = {
  /** Lower-cased before it is checked and saved. */
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  /** The page the form is on, a path such as /subscribe or /answer/{slug}. */
  page?: InputMaybe<Scalars['String']['input']>;
};

/** A newsletter sign-up. */
export type Subscriber = {
  __typename?: 'Subscriber';
  /** When the address signed up (the first time). */
  createdAt: Scalars['DateTime']['output'];
  /** Lower-cased. */
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['UUID']['output'];
  /** The page the form was on, such as /subscribe; null when unknown. */
  sourcePage?: Maybe<Scalars['String']['output']>;
};

/** One page of subscribers. */
export type SubscriberPage = {
  __typename?: 'SubscriberPage';
  subscribers: Array<Subscriber>;
  /** Subscribers matching the search, over all pages. */
  total: Scalars['Int']['output'];
};

export type UpdateEpisodeInput = {
  appleLink?: InputMaybe<Scalars['String']['input']>;
  duration?: InputMaybe<Scalars['String']['input']>;
  guest?: InputMaybe<Scalars['String']['input']>;
  number?: InputMaybe<Scalars['Int']['input']>;
  publishedDate?: InputMaybe<Scalars['String']['input']>;
  spotifyLink?: InputMaybe<Scalars['String']['input']>;
  substackLink?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  transcriptText?: InputMaybe<Scalars['String']['input']>;
  youtubeLink?: InputMaybe<Scalars['String']['input']>;
};

/** Only the fields given are changed. */
export type UpdatePromptInput = {
  fullResponse?: InputMaybe<Scalars['String']['input']>;
  /** A prompt whose answer is the no-information sentence cannot be published (BAD_USER_INPUT). */
  isPublished?: InputMaybe<Scalars['Boolean']['input']>;
  quotes?: InputMaybe<Array<QuoteInput>>;
  /** Empty string: a new slug is made from the text. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** At most 20 words and 300 characters, as a visitor's question; longer is BAD_USER_INPUT. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** A signed-in account. */
export type User = {
  __typename?: 'User';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  isAdmin: Scalars['Boolean']['output'];
  username: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AdminStats: ResolverTypeWrapper<AdminStatsSummaryModel>;
  AnswerPayload: ResolverTypeWrapper<AnswerResultModel>;
  AskInput: AskInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CreateEpisodeInput: CreateEpisodeInput;
  DailyRequests: ResolverTypeWrapper<DailyRequests>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteAllPromptsPayload: ResolverTypeWrapper<DeleteAllPromptsPayload>;
  DeleteEpisodePayload: ResolverTypeWrapper<DeleteEpisodePayload>;
  DeletePromptPayload: ResolverTypeWrapper<DeletePromptPayload>;
  DeleteSubscriberPayload: ResolverTypeWrapper<DeleteSubscriberPayload>;
  Episode: ResolverTypeWrapper<EpisodeModel>;
  EpisodePayload: ResolverTypeWrapper<Omit<EpisodePayload, 'episode'> & { episode: ResolversTypes['Episode'] }>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginInput: LoginInput;
  MessagePayload: ResolverTypeWrapper<MessagePayload>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Prompt: ResolverTypeWrapper<PromptModel>;
  PromptOrder: PromptOrder;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Quote: ResolverTypeWrapper<Quote>;
  QuoteInput: QuoteInput;
  RateLimitInfo: ResolverTypeWrapper<RateLimitInfo>;
  ReindexPayload: ResolverTypeWrapper<ReindexPayload>;
  Response: ResolverTypeWrapper<ResponseModel>;
  Session: ResolverTypeWrapper<Omit<Session, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  Site: ResolverTypeWrapper<Site>;
  Sources: ResolverTypeWrapper<Sources>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubscribeInput: SubscribeInput;
  Subscriber: ResolverTypeWrapper<SubscriberModel>;
  SubscriberPage: ResolverTypeWrapper<SubscriberPageModel>;
  URL: ResolverTypeWrapper<Scalars['URL']['output']>;
  UUID: ResolverTypeWrapper<Scalars['UUID']['output']>;
  UpdateEpisodeInput: UpdateEpisodeInput;
  UpdatePromptInput: UpdatePromptInput;
  User: ResolverTypeWrapper<UserModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminStats: AdminStatsSummaryModel;
  AnswerPayload: AnswerResultModel;
  AskInput: AskInput;
  Boolean: Scalars['Boolean']['output'];
  CreateEpisodeInput: CreateEpisodeInput;
  DailyRequests: DailyRequests;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeleteAllPromptsPayload: DeleteAllPromptsPayload;
  DeleteEpisodePayload: DeleteEpisodePayload;
  DeletePromptPayload: DeletePromptPayload;
  DeleteSubscriberPayload: DeleteSubscriberPayload;
  Episode: EpisodeModel;
  EpisodePayload: Omit<EpisodePayload, 'episode'> & { episode: ResolversParentTypes['Episode'] };
  Int: Scalars['Int']['output'];
  LoginInput: LoginInput;
  MessagePayload: MessagePayload;
  Mutation: Record<PropertyKey, never>;
  Prompt: PromptModel;
  Query: Record<PropertyKey, never>;
  Quote: Quote;
  QuoteInput: QuoteInput;
  RateLimitInfo: RateLimitInfo;
  ReindexPayload: ReindexPayload;
  Response: ResponseModel;
  Session: Omit<Session, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  Site: Site;
  Sources: Sources;
  String: Scalars['String']['output'];
  SubscribeInput: SubscribeInput;
  Subscriber: SubscriberModel;
  SubscriberPage: SubscriberPageModel;
  URL: Scalars['URL']['output'];
  UUID: Scalars['UUID']['output'];
  UpdateEpisodeInput: UpdateEpisodeInput;
  UpdatePromptInput: UpdatePromptInput;
  User: UserModel;
};

export type AdminStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminStats'] = ResolversParentTypes['AdminStats']> = {
  dailyLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dailyRemaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  promptsTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publishedPrompts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requestsPerDay?: Resolver<Array<ResolversTypes['DailyRequests']>, ParentType, ContextType, RequireFields<AdminStatsRequestsPerDayArgs, 'days'>>;
  requestsToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subscribers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  topPrompts?: Resolver<Array<ResolversTypes['Prompt']>, ParentType, ContextType>;
  unpublishedPrompts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AnswerPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnswerPayload'] = ResolversParentTypes['AnswerPayload']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isPublished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  promptId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  rateLimitInfo?: Resolver<ResolversTypes['RateLimitInfo'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<ResolversTypes['Sources'], ParentType, ContextType>;
};

export type DailyRequestsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DailyRequests'] = ResolversParentTypes['DailyRequests']> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteAllPromptsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteAllPromptsPayload'] = ResolversParentTypes['DeleteAllPromptsPayload']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeleteEpisodePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteEpisodePayload'] = ResolversParentTypes['DeleteEpisodePayload']> = {
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeletePromptPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeletePromptPayload'] = ResolversParentTypes['DeletePromptPayload']> = {
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type DeleteSubscriberPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteSubscriberPayload'] = ResolversParentTypes['DeleteSubscriberPayload']> = {
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type EpisodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Episode'] = ResolversParentTypes['Episode']> = {
  appleLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  guest?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publishedDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  spotifyLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  substackLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transcriptText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  videoId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  youtubeLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EpisodePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EpisodePayload'] = ResolversParentTypes['EpisodePayload']> = {
  episode?: Resolver<ResolversTypes['Episode'], ParentType, ContextType>;
  reindexed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timestampCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MessagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessagePayload'] = ResolversParentTypes['MessagePayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  ask?: Resolver<ResolversTypes['AnswerPayload'], ParentType, ContextType, RequireFields<MutationAskArgs, 'input'>>;
  createEpisode?: Resolver<ResolversTypes['EpisodePayload'], ParentType, ContextType, RequireFields<MutationCreateEpisodeArgs, 'input'>>;
  deleteAllPrompts?: Resolver<ResolversTypes['DeleteAllPromptsPayload'], ParentType, ContextType>;
  deleteEpisode?: Resolver<ResolversTypes['DeleteEpisodePayload'], ParentType, ContextType, RequireFields<MutationDeleteEpisodeArgs, 'id'>>;
  deletePrompt?: Resolver<ResolversTypes['DeletePromptPayload'], ParentType, ContextType, RequireFields<MutationDeletePromptArgs, 'id'>>;
  deleteSubscriber?: Resolver<ResolversTypes['DeleteSubscriberPayload'], ParentType, ContextType, RequireFields<MutationDeleteSubscriberArgs, 'id'>>;
  login?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recordPromptView?: Resolver<ResolversTypes['Prompt'], ParentType, ContextType, RequireFields<MutationRecordPromptViewArgs, 'id'>>;
  reindex?: Resolver<ResolversTypes['ReindexPayload'], ParentType, ContextType>;
  resetMyRateLimit?: Resolver<ResolversTypes['RateLimitInfo'], ParentType, ContextType>;
  resetRateLimits?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType>;
  subscribeToNewsletter?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationSubscribeToNewsletterArgs, 'input'>>;
  updateEpisode?: Resolver<ResolversTypes['EpisodePayload'], ParentType, ContextType, RequireFields<MutationUpdateEpisodeArgs, 'id' | 'input'>>;
  updatePrompt?: Resolver<ResolversTypes['Prompt'], ParentType, ContextType, RequireFields<MutationUpdatePromptArgs, 'id' | 'input'>>;
};

export type PromptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Prompt'] = ResolversParentTypes['Prompt']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  episodeNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  ipAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isPublished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  response?: Resolver<Maybe<ResolversTypes['Response']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminPrompt?: Resolver<Maybe<ResolversTypes['Prompt']>, ParentType, ContextType, RequireFields<QueryAdminPromptArgs, 'id'>>;
  adminPromptCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryAdminPromptCountArgs>>;
  adminPrompts?: Resolver<Array<ResolversTypes['Prompt']>, ParentType, ContextType, RequireFields<QueryAdminPromptsArgs, 'limit' | 'offset'>>;
  adminStats?: Resolver<ResolversTypes['AdminStats'], ParentType, ContextType>;
  adminSubscribers?: Resolver<ResolversTypes['SubscriberPage'], ParentType, ContextType, RequireFields<QueryAdminSubscribersArgs, 'limit' | 'offset'>>;
  episode?: Resolver<Maybe<ResolversTypes['Episode']>, ParentType, ContextType, RequireFields<QueryEpisodeArgs, 'id'>>;
  episodeByNumber?: Resolver<Maybe<ResolversTypes['Episode']>, ParentType, ContextType, RequireFields<QueryEpisodeByNumberArgs, 'number'>>;
  episodes?: Resolver<Array<ResolversTypes['Episode']>, ParentType, ContextType, RequireFields<QueryEpisodesArgs, 'limit' | 'offset'>>;
  prompt?: Resolver<Maybe<ResolversTypes['Prompt']>, ParentType, ContextType, RequireFields<QueryPromptArgs, 'id'>>;
  promptBySlug?: Resolver<Maybe<ResolversTypes['Prompt']>, ParentType, ContextType, RequireFields<QueryPromptBySlugArgs, 'slug'>>;
  prompts?: Resolver<Array<ResolversTypes['Prompt']>, ParentType, ContextType, RequireFields<QueryPromptsArgs, 'limit' | 'offset' | 'orderBy'>>;
  rateLimit?: Resolver<ResolversTypes['RateLimitInfo'], ParentType, ContextType>;
  relatedPrompts?: Resolver<Array<ResolversTypes['Prompt']>, ParentType, ContextType, RequireFields<QueryRelatedPromptsArgs, 'slug'>>;
  searchPrompts?: Resolver<Array<ResolversTypes['Prompt']>, ParentType, ContextType, RequireFields<QuerySearchPromptsArgs, 'limit' | 'offset' | 'query'>>;
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  site?: Resolver<ResolversTypes['Site'], ParentType, ContextType>;
};

export type QuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Quote'] = ResolversParentTypes['Quote']> = {
  episode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  estimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  guest?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RateLimitInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RateLimitInfo'] = ResolversParentTypes['RateLimitInfo']> = {
  globalRemaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resetsRemaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReindexPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReindexPayload'] = ResolversParentTypes['ReindexPayload']> = {
  durationMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  episodes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prompts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Response'] = ResolversParentTypes['Response']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fullResponse?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  sources?: Resolver<ResolversTypes['Sources'], ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  authenticated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type SiteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Site'] = ResolversParentTypes['Site']> = {
  applePodcastsUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  globalDailyLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newsletterFormAction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  perIpDailyLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  placeholderVideoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  podcastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publicUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spotifyUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  substackUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  youtubeUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SourcesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Sources'] = ResolversParentTypes['Sources']> = {
  quotes?: Resolver<Array<ResolversTypes['Quote']>, ParentType, ContextType>;
};

export type SubscriberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscriber'] = ResolversParentTypes['Subscriber']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  sourcePage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SubscriberPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscriberPage'] = ResolversParentTypes['SubscriberPage']> = {
  subscribers?: Resolver<Array<ResolversTypes['Subscriber']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface UrlScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['URL'], any> {
  name: 'URL';
}

export interface UuidScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['UUID'], any> {
  name: 'UUID';
}

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AdminStats?: AdminStatsResolvers<ContextType>;
  AnswerPayload?: AnswerPayloadResolvers<ContextType>;
  DailyRequests?: DailyRequestsResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeleteAllPromptsPayload?: DeleteAllPromptsPayloadResolvers<ContextType>;
  DeleteEpisodePayload?: DeleteEpisodePayloadResolvers<ContextType>;
  DeletePromptPayload?: DeletePromptPayloadResolvers<ContextType>;
  DeleteSubscriberPayload?: DeleteSubscriberPayloadResolvers<ContextType>;
  Episode?: EpisodeResolvers<ContextType>;
  EpisodePayload?: EpisodePayloadResolvers<ContextType>;
  MessagePayload?: MessagePayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Prompt?: PromptResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Quote?: QuoteResolvers<ContextType>;
  RateLimitInfo?: RateLimitInfoResolvers<ContextType>;
  ReindexPayload?: ReindexPayloadResolvers<ContextType>;
  Response?: ResponseResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  Site?: SiteResolvers<ContextType>;
  Sources?: SourcesResolvers<ContextType>;
  Subscriber?: SubscriberResolvers<ContextType>;
  SubscriberPage?: SubscriberPageResolvers<ContextType>;
  URL?: GraphQLScalarType;
  UUID?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
};

