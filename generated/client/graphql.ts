/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AskInput = {
  /** The question: not blank, at most 20 words. */
  prompt: string;
};

export type CreateEpisodeInput = {
  appleLink?: string | null | undefined;
  duration?: string | null | undefined;
  guest?: string | null | undefined;
  number: number;
  /** yyyy-mm-dd; empty for none. */
  publishedDate?: string | null | undefined;
  spotifyLink?: string | null | undefined;
  substackLink?: string | null | undefined;
  title: string;
  /** Raw or processed transcript, at least 50 characters. */
  transcriptText: string;
  /** A URL or an empty string. */
  youtubeLink?: string | null | undefined;
};

export type LoginInput = {
  password: string;
  username: string;
};

export type QuoteInput = {
  /** The number of an episode there is; another is BAD_USER_INPUT ('Episode 999 does not exist.') on the quote's field. */
  episode: number;
  /** True when the timestamp is an estimate (shown as ~mm:ss). */
  estimated?: boolean | null | undefined;
  guest: string;
  text: string;
  /** mm:ss or h:mm:ss (minutes and seconds 0-59, at most 99:59:59) or a whole number of seconds, stored as mm:ss or h:mm:ss; empty for 00:00. Anything else is BAD_USER_INPUT. */
  timestamp: string;
};

/** A newsletter sign-up (SPEC §5: first name required; email required, an address with a domain suffix of at least two letters). */
export type SubscribeInput = {
  /** Lower-cased before it is checked and saved. */
  email: string;
  firstName: string;
  /** The page the form is on, a path such as /subscribe or /answer/{slug}. */
  page?: string | null | undefined;
};

export type UpdateEpisodeInput = {
  appleLink?: string | null | undefined;
  duration?: string | null | undefined;
  guest?: string | null | undefined;
  number?: number | null | undefined;
  publishedDate?: string | null | undefined;
  spotifyLink?: string | null | undefined;
  substackLink?: string | null | undefined;
  title?: string | null | undefined;
  transcriptText?: string | null | undefined;
  youtubeLink?: string | null | undefined;
};

/** Only the fields given are changed. */
export type UpdatePromptInput = {
  fullResponse?: string | null | undefined;
  /** A prompt whose answer is the no-information sentence cannot be published (BAD_USER_INPUT). */
  isPublished?: boolean | null | undefined;
  quotes?: Array<QuoteInput> | null | undefined;
  /** Empty string: a new slug is made from the text. */
  slug?: string | null | undefined;
  /** At most 20 words and 300 characters, as a visitor's question; longer is BAD_USER_INPUT. */
  text?: string | null | undefined;
};

export type SessionQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionQuery = { __typename: 'Query', session: { __typename: 'Session', authenticated: boolean, user: { __typename: 'User', id: number, username: string, isAdmin: boolean } | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename: 'Mutation', logout: boolean };

export type SiteQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteQuery = { __typename: 'Query', site: { __typename: 'Site', podcastName: string, perIpDailyLimit: number, globalDailyLimit: number, newsletterFormAction: string | null, publicUrl: string, placeholderVideoUrl: string, spotifyUrl: string | null, applePodcastsUrl: string | null, youtubeUrl: string | null, substackUrl: string | null } };

export type SourceQuoteFragment = { __typename: 'Quote', text: string, episode: number, guest: string, timestamp: string, estimated: boolean | null };

export type ResetMyRateLimitMutationVariables = Exact<{ [key: string]: never; }>;


export type ResetMyRateLimitMutation = { __typename: 'Mutation', resetMyRateLimit: { __typename: 'RateLimitInfo', limit: number, remaining: number, globalRemaining: number, resetsRemaining: number } };

export type ReindexMutationVariables = Exact<{ [key: string]: never; }>;


export type ReindexMutation = { __typename: 'Mutation', reindex: { __typename: 'ReindexPayload', message: string, episodes: number, passages: number, prompts: number, durationMs: number } };

export type ResetRateLimitsMutationVariables = Exact<{ [key: string]: never; }>;


export type ResetRateLimitsMutation = { __typename: 'Mutation', resetRateLimits: { __typename: 'MessagePayload', message: string } };

export type AdminDashboardQueryVariables = Exact<{
  recentPrompts: number;
  recentEpisodes: number;
}>;


export type AdminDashboardQuery = { __typename: 'Query', adminStats: { __typename: 'AdminStats', requestsToday: number, dailyRemaining: number, dailyLimit: number, promptsTotal: number, publishedPrompts: number, unpublishedPrompts: number, subscribers: number, requestsPerDay: Array<{ __typename: 'DailyRequests', date: string, requests: number }> }, recentPrompts: Array<{ __typename: 'Prompt', id: string, text: string, viewCount: number, isPublished: boolean }>, episodes: Array<{ __typename: 'Episode', id: string, number: number, title: string, guest: string | null, publishedDate: string | null }> };

export type AdminEpisodeQueryVariables = Exact<{
  id: string;
}>;


export type AdminEpisodeQuery = { __typename: 'Query', episode: { __typename: 'Episode', id: string, number: number, title: string, guest: string | null, publishedDate: string | null, youtubeLink: string | null, spotifyLink: string | null, appleLink: string | null, substackLink: string | null, transcriptText: string | null } | null };

export type CreateEpisodeMutationVariables = Exact<{
  input: CreateEpisodeInput;
}>;


export type CreateEpisodeMutation = { __typename: 'Mutation', createEpisode: { __typename: 'EpisodePayload', timestampCount: number | null, reindexed: boolean, episode: { __typename: 'Episode', id: string, number: number, title: string, guest: string | null, publishedDate: string | null } } };

export type DeleteEpisodeMutationVariables = Exact<{
  id: string;
}>;


export type DeleteEpisodeMutation = { __typename: 'Mutation', deleteEpisode: { __typename: 'DeleteEpisodePayload', id: string, number: number } };

export type UpdateEpisodeMutationVariables = Exact<{
  id: string;
  input: UpdateEpisodeInput;
}>;


export type UpdateEpisodeMutation = { __typename: 'Mutation', updateEpisode: { __typename: 'EpisodePayload', timestampCount: number | null, reindexed: boolean, episode: { __typename: 'Episode', id: string, number: number, title: string, guest: string | null, publishedDate: string | null, duration: string | null, youtubeLink: string | null, spotifyLink: string | null, appleLink: string | null, substackLink: string | null, videoId: string | null, transcriptText: string | null, updatedAt: string } } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { __typename: 'Mutation', login: { __typename: 'User', id: number, username: string, isAdmin: boolean } };

export type AdminPromptsQueryVariables = Exact<{
  filter?: string | null | undefined;
  published?: boolean | null | undefined;
  limit: number;
  offset: number;
}>;


export type AdminPromptsQuery = { __typename: 'Query', adminPromptCount: number, adminStats: { __typename: 'AdminStats', promptsTotal: number, publishedPrompts: number, unpublishedPrompts: number }, adminPrompts: Array<{ __typename: 'Prompt', id: string, text: string, slug: string, isPublished: boolean, viewCount: number, createdAt: string, episodeNumber: number | null }> };

export type EditablePromptFragment = { __typename: 'Prompt', id: string, text: string, slug: string, isPublished: boolean, viewCount: number, response: { __typename: 'Response', id: string, fullResponse: string, sources: { __typename: 'Sources', quotes: Array<{ __typename: 'Quote', text: string, episode: number, guest: string, timestamp: string, estimated: boolean | null }> } } | null };

export type DeleteAllPromptsMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteAllPromptsMutation = { __typename: 'Mutation', deleteAllPrompts: { __typename: 'DeleteAllPromptsPayload', count: number } };

export type DeletePromptMutationVariables = Exact<{
  id: string;
}>;


export type DeletePromptMutation = { __typename: 'Mutation', deletePrompt: { __typename: 'DeletePromptPayload', id: string } };

export type AdminPromptQueryVariables = Exact<{
  id: string;
}>;


export type AdminPromptQuery = { __typename: 'Query', adminPrompt: { __typename: 'Prompt', id: string, text: string, slug: string, isPublished: boolean, viewCount: number, response: { __typename: 'Response', id: string, fullResponse: string, sources: { __typename: 'Sources', quotes: Array<{ __typename: 'Quote', text: string, episode: number, guest: string, timestamp: string, estimated: boolean | null }> } } | null } | null };

export type UpdatePromptMutationVariables = Exact<{
  id: string;
  input: UpdatePromptInput;
}>;


export type UpdatePromptMutation = { __typename: 'Mutation', updatePrompt: { __typename: 'Prompt', id: string, text: string, slug: string, isPublished: boolean, viewCount: number, response: { __typename: 'Response', id: string, fullResponse: string, sources: { __typename: 'Sources', quotes: Array<{ __typename: 'Quote', text: string, episode: number, guest: string, timestamp: string, estimated: boolean | null }> } } | null } };

export type AdminSubscribersQueryVariables = Exact<{
  search?: string | null | undefined;
  limit: number;
  offset: number;
}>;


export type AdminSubscribersQuery = { __typename: 'Query', adminSubscribers: { __typename: 'SubscriberPage', total: number, subscribers: Array<{ __typename: 'Subscriber', id: string, email: string, firstName: string, createdAt: string, sourcePage: string | null }> } };

export type DeleteSubscriberMutationVariables = Exact<{
  id: string;
}>;


export type DeleteSubscriberMutation = { __typename: 'Mutation', deleteSubscriber: { __typename: 'DeleteSubscriberPayload', id: string } };

export type AnswerBySlugQueryVariables = Exact<{
  slug: string;
}>;


export type AnswerBySlugQuery = { __typename: 'Query', promptBySlug: { __typename: 'Prompt', id: string, slug: string, text: string, isPublished: boolean, response: { __typename: 'Response', fullResponse: string, sources: { __typename: 'Sources', quotes: Array<{ __typename: 'Quote', text: string, episode: number, guest: string, timestamp: string, estimated: boolean | null }> } } | null } | null };

export type RelatedPromptsQueryVariables = Exact<{
  slug: string;
}>;


export type RelatedPromptsQuery = { __typename: 'Query', relatedPrompts: Array<{ __typename: 'Prompt', id: string, slug: string, text: string, episodeNumber: number | null }> };

export type AskQuestionMutationVariables = Exact<{
  input: AskInput;
}>;


export type AskQuestionMutation = { __typename: 'Mutation', ask: { __typename: 'AnswerPayload', answer: string, slug: string, promptId: string, isPublished: boolean, sources: { __typename: 'Sources', quotes: Array<{ __typename: 'Quote', text: string, episode: number, guest: string, timestamp: string, estimated: boolean | null }> }, rateLimitInfo: { __typename: 'RateLimitInfo', limit: number, remaining: number, globalRemaining: number, resetsRemaining: number } } };

export type RecordPromptViewMutationVariables = Exact<{
  id: string;
}>;


export type RecordPromptViewMutation = { __typename: 'Mutation', recordPromptView: { __typename: 'Prompt', id: string, viewCount: number } };

export type AnswerEpisodesQueryVariables = Exact<{
  limit: number;
}>;


export type AnswerEpisodesQuery = { __typename: 'Query', episodes: Array<{ __typename: 'Episode', id: string, number: number, title: string, guest: string | null, videoId: string | null, youtubeLink: string | null, substackLink: string | null }> };

export type EpisodeCard_EpisodeFragment = { __typename: 'Episode', id: string, number: number, title: string, guest: string | null, publishedDate: string | null, duration: string | null };

export type EpisodeListQueryVariables = Exact<{
  limit: number;
}>;


export type EpisodeListQuery = { __typename: 'Query', episodes: Array<{ __typename: 'Episode', id: string, number: number, title: string, guest: string | null, publishedDate: string | null, duration: string | null }> };

export type EpisodeDetail_EpisodeFragment = { __typename: 'Episode', id: string, number: number, title: string, guest: string | null, publishedDate: string | null, duration: string | null, youtubeLink: string | null, spotifyLink: string | null, appleLink: string | null, substackLink: string | null, transcriptText: string | null };

export type EpisodeByNumberQueryVariables = Exact<{
  number: number;
}>;


export type EpisodeByNumberQuery = { __typename: 'Query', episodeByNumber: { __typename: 'Episode', id: string, number: number, title: string, guest: string | null, publishedDate: string | null, duration: string | null, youtubeLink: string | null, spotifyLink: string | null, appleLink: string | null, substackLink: string | null, transcriptText: string | null } | null };

export type EpisodeByIdQueryVariables = Exact<{
  id: string;
}>;


export type EpisodeByIdQuery = { __typename: 'Query', episode: { __typename: 'Episode', id: string, number: number, title: string, guest: string | null, publishedDate: string | null, duration: string | null, youtubeLink: string | null, spotifyLink: string | null, appleLink: string | null, substackLink: string | null, transcriptText: string | null } | null };

export type HomeSuggestionsQueryVariables = Exact<{
  limit: number;
}>;


export type HomeSuggestionsQuery = { __typename: 'Query', prompts: Array<{ __typename: 'Prompt', id: string, slug: string, text: string }> };

export type HomeRateLimitQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeRateLimitQuery = { __typename: 'Query', rateLimit: { __typename: 'RateLimitInfo', limit: number, remaining: number, globalRemaining: number, resetsRemaining: number } };

export type PromptSlugQueryVariables = Exact<{
  id: string;
}>;


export type PromptSlugQuery = { __typename: 'Query', prompt: { __typename: 'Prompt', id: string, slug: string } | null };

export type PromptCard_PromptFragment = { __typename: 'Prompt', id: string, slug: string, text: string, viewCount: number, episodeNumber: number | null };

export type SearchPromptsQueryVariables = Exact<{
  query: string;
  limit: number;
}>;


export type SearchPromptsQuery = { __typename: 'Query', searchPrompts: Array<{ __typename: 'Prompt', id: string, slug: string, text: string, viewCount: number, episodeNumber: number | null }> };

export type PublishedPromptsQueryVariables = Exact<{
  limit: number;
}>;


export type PublishedPromptsQuery = { __typename: 'Query', prompts: Array<{ __typename: 'Prompt', id: string, slug: string, text: string, viewCount: number, episodeNumber: number | null }> };

export type SubscribeToNewsletterMutationVariables = Exact<{
  input: SubscribeInput;
}>;


export type SubscribeToNewsletterMutation = { __typename: 'Mutation', subscribeToNewsletter: { __typename: 'MessagePayload', message: string } };

export const SourceQuoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SourceQuote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"episode"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}}]}}]} as unknown as DocumentNode<SourceQuoteFragment, unknown>;
export const EditablePromptFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditablePrompt"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prompt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullResponse"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SourceQuote"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SourceQuote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"episode"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}}]}}]} as unknown as DocumentNode<EditablePromptFragment, unknown>;
export const EpisodeCard_EpisodeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpisodeCard_episode"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Episode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}},{"kind":"Field","name":{"kind":"Name","value":"publishedDate"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}}]}}]} as unknown as DocumentNode<EpisodeCard_EpisodeFragment, unknown>;
export const EpisodeDetail_EpisodeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpisodeDetail_episode"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Episode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}},{"kind":"Field","name":{"kind":"Name","value":"publishedDate"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeLink"}},{"kind":"Field","name":{"kind":"Name","value":"spotifyLink"}},{"kind":"Field","name":{"kind":"Name","value":"appleLink"}},{"kind":"Field","name":{"kind":"Name","value":"substackLink"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptText"}}]}}]} as unknown as DocumentNode<EpisodeDetail_EpisodeFragment, unknown>;
export const PromptCard_PromptFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromptCard_prompt"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prompt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"episodeNumber"}}]}}]} as unknown as DocumentNode<PromptCard_PromptFragment, unknown>;
export const SessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticated"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]}}]}}]} as unknown as DocumentNode<SessionQuery, SessionQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const SiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"podcastName"}},{"kind":"Field","name":{"kind":"Name","value":"perIpDailyLimit"}},{"kind":"Field","name":{"kind":"Name","value":"globalDailyLimit"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterFormAction"}},{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"placeholderVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"spotifyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"applePodcastsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"substackUrl"}}]}}]}}]} as unknown as DocumentNode<SiteQuery, SiteQueryVariables>;
export const ResetMyRateLimitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetMyRateLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetMyRateLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"globalRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"resetsRemaining"}}]}}]}}]} as unknown as DocumentNode<ResetMyRateLimitMutation, ResetMyRateLimitMutationVariables>;
export const ReindexDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Reindex"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reindex"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"episodes"}},{"kind":"Field","name":{"kind":"Name","value":"passages"}},{"kind":"Field","name":{"kind":"Name","value":"prompts"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}}]}}]}}]} as unknown as DocumentNode<ReindexMutation, ReindexMutationVariables>;
export const ResetRateLimitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetRateLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetRateLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetRateLimitsMutation, ResetRateLimitsMutationVariables>;
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recentPrompts"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recentEpisodes"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestsToday"}},{"kind":"Field","name":{"kind":"Name","value":"dailyRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimit"}},{"kind":"Field","name":{"kind":"Name","value":"promptsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"publishedPrompts"}},{"kind":"Field","name":{"kind":"Name","value":"unpublishedPrompts"}},{"kind":"Field","name":{"kind":"Name","value":"subscribers"}},{"kind":"Field","name":{"kind":"Name","value":"requestsPerDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"requests"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"recentPrompts"},"name":{"kind":"Name","value":"adminPrompts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recentPrompts"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}}]}},{"kind":"Field","name":{"kind":"Name","value":"episodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recentEpisodes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}},{"kind":"Field","name":{"kind":"Name","value":"publishedDate"}}]}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const AdminEpisodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEpisode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"episode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}},{"kind":"Field","name":{"kind":"Name","value":"publishedDate"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeLink"}},{"kind":"Field","name":{"kind":"Name","value":"spotifyLink"}},{"kind":"Field","name":{"kind":"Name","value":"appleLink"}},{"kind":"Field","name":{"kind":"Name","value":"substackLink"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptText"}}]}}]}}]} as unknown as DocumentNode<AdminEpisodeQuery, AdminEpisodeQueryVariables>;
export const CreateEpisodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEpisode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEpisodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEpisode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"episode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}},{"kind":"Field","name":{"kind":"Name","value":"publishedDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timestampCount"}},{"kind":"Field","name":{"kind":"Name","value":"reindexed"}}]}}]}}]} as unknown as DocumentNode<CreateEpisodeMutation, CreateEpisodeMutationVariables>;
export const DeleteEpisodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEpisode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEpisode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<DeleteEpisodeMutation, DeleteEpisodeMutationVariables>;
export const UpdateEpisodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEpisode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateEpisodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEpisode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"episode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}},{"kind":"Field","name":{"kind":"Name","value":"publishedDate"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeLink"}},{"kind":"Field","name":{"kind":"Name","value":"spotifyLink"}},{"kind":"Field","name":{"kind":"Name","value":"appleLink"}},{"kind":"Field","name":{"kind":"Name","value":"substackLink"}},{"kind":"Field","name":{"kind":"Name","value":"videoId"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptText"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timestampCount"}},{"kind":"Field","name":{"kind":"Name","value":"reindexed"}}]}}]}}]} as unknown as DocumentNode<UpdateEpisodeMutation, UpdateEpisodeMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const AdminPromptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPrompts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"published"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promptsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"publishedPrompts"}},{"kind":"Field","name":{"kind":"Name","value":"unpublishedPrompts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminPromptCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"published"},"value":{"kind":"Variable","name":{"kind":"Name","value":"published"}}}]},{"kind":"Field","name":{"kind":"Name","value":"adminPrompts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"published"},"value":{"kind":"Variable","name":{"kind":"Name","value":"published"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"episodeNumber"}}]}}]}}]} as unknown as DocumentNode<AdminPromptsQuery, AdminPromptsQueryVariables>;
export const DeleteAllPromptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAllPrompts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAllPrompts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<DeleteAllPromptsMutation, DeleteAllPromptsMutationVariables>;
export const DeletePromptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePrompt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePrompt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeletePromptMutation, DeletePromptMutationVariables>;
export const AdminPromptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPrompt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPrompt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditablePrompt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SourceQuote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"episode"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditablePrompt"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prompt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullResponse"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SourceQuote"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminPromptQuery, AdminPromptQueryVariables>;
export const UpdatePromptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePrompt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePromptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePrompt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditablePrompt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SourceQuote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"episode"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditablePrompt"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prompt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullResponse"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SourceQuote"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UpdatePromptMutation, UpdatePromptMutationVariables>;
export const AdminSubscribersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSubscribers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSubscribers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"subscribers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sourcePage"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSubscribersQuery, AdminSubscribersQueryVariables>;
export const DeleteSubscriberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSubscriber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSubscriber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteSubscriberMutation, DeleteSubscriberMutationVariables>;
export const AnswerBySlugDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnswerBySlug"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promptBySlug"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullResponse"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SourceQuote"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SourceQuote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"episode"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}}]}}]} as unknown as DocumentNode<AnswerBySlugQuery, AnswerBySlugQueryVariables>;
export const RelatedPromptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RelatedPrompts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relatedPrompts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"episodeNumber"}}]}}]}}]} as unknown as DocumentNode<RelatedPromptsQuery, RelatedPromptsQueryVariables>;
export const AskQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AskQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"promptId"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SourceQuote"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rateLimitInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"globalRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"resetsRemaining"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SourceQuote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"episode"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}}]}}]} as unknown as DocumentNode<AskQuestionMutation, AskQuestionMutationVariables>;
export const RecordPromptViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordPromptView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPromptView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}}]}}]}}]} as unknown as DocumentNode<RecordPromptViewMutation, RecordPromptViewMutationVariables>;
export const AnswerEpisodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnswerEpisodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"episodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}},{"kind":"Field","name":{"kind":"Name","value":"videoId"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeLink"}},{"kind":"Field","name":{"kind":"Name","value":"substackLink"}}]}}]}}]} as unknown as DocumentNode<AnswerEpisodesQuery, AnswerEpisodesQueryVariables>;
export const EpisodeListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EpisodeList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"episodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EpisodeCard_episode"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpisodeCard_episode"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Episode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}},{"kind":"Field","name":{"kind":"Name","value":"publishedDate"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}}]}}]} as unknown as DocumentNode<EpisodeListQuery, EpisodeListQueryVariables>;
export const EpisodeByNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EpisodeByNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"episodeByNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EpisodeDetail_episode"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpisodeDetail_episode"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Episode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}},{"kind":"Field","name":{"kind":"Name","value":"publishedDate"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeLink"}},{"kind":"Field","name":{"kind":"Name","value":"spotifyLink"}},{"kind":"Field","name":{"kind":"Name","value":"appleLink"}},{"kind":"Field","name":{"kind":"Name","value":"substackLink"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptText"}}]}}]} as unknown as DocumentNode<EpisodeByNumberQuery, EpisodeByNumberQueryVariables>;
export const EpisodeByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EpisodeById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"episode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EpisodeDetail_episode"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpisodeDetail_episode"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Episode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}},{"kind":"Field","name":{"kind":"Name","value":"publishedDate"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeLink"}},{"kind":"Field","name":{"kind":"Name","value":"spotifyLink"}},{"kind":"Field","name":{"kind":"Name","value":"appleLink"}},{"kind":"Field","name":{"kind":"Name","value":"substackLink"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptText"}}]}}]} as unknown as DocumentNode<EpisodeByIdQuery, EpisodeByIdQueryVariables>;
export const HomeSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"POPULAR"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<HomeSuggestionsQuery, HomeSuggestionsQueryVariables>;
export const HomeRateLimitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeRateLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"globalRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"resetsRemaining"}}]}}]}}]} as unknown as DocumentNode<HomeRateLimitQuery, HomeRateLimitQueryVariables>;
export const PromptSlugDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromptSlug"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<PromptSlugQuery, PromptSlugQueryVariables>;
export const SearchPromptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchPrompts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchPrompts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PromptCard_prompt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromptCard_prompt"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prompt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"episodeNumber"}}]}}]} as unknown as DocumentNode<SearchPromptsQuery, SearchPromptsQueryVariables>;
export const PublishedPromptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublishedPrompts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PromptCard_prompt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromptCard_prompt"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prompt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"episodeNumber"}}]}}]} as unknown as DocumentNode<PublishedPromptsQuery, PublishedPromptsQueryVariables>;
export const SubscribeToNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribeToNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscribeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeToNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubscribeToNewsletterMutation, SubscribeToNewsletterMutationVariables>;