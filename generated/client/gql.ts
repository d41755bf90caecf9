/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Session {\n    session {\n      authenticated\n      user {\n        id\n        username\n        isAdmin\n      }\n    }\n  }\n": typeof types.SessionDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query Site {\n    site {\n      podcastName\n      perIpDailyLimit\n      globalDailyLimit\n      newsletterFormAction\n      publicUrl\n      placeholderVideoUrl\n      spotifyUrl\n      applePodcastsUrl\n      youtubeUrl\n      substackUrl\n    }\n  }\n": typeof types.SiteDocument,
    "\n  fragment SourceQuote on Quote {\n    text\n    episode\n    guest\n    timestamp\n    estimated\n  }\n": typeof types.SourceQuoteFragmentDoc,
    "\n  mutation ResetMyRateLimit {\n    resetMyRateLimit {\n      limit\n      remaining\n      globalRemaining\n      resetsRemaining\n    }\n  }\n": typeof types.ResetMyRateLimitDocument,
    "\n  mutation Reindex {\n    reindex {\n      message\n      episodes\n      passages\n      prompts\n      durationMs\n    }\n  }\n": typeof types.ReindexDocument,
    "\n  mutation ResetRateLimits {\n    resetRateLimits {\n      message\n    }\n  }\n": typeof types.ResetRateLimitsDocument,
    "\n  query AdminDashboard($recentPrompts: Int!, $recentEpisodes: Int!) {\n    adminStats {\n      requestsToday\n      dailyRemaining\n      dailyLimit\n      promptsTotal\n      publishedPrompts\n      unpublishedPrompts\n      subscribers\n      requestsPerDay(days: 30) {\n        date\n        requests\n      }\n    }\n    recentPrompts: adminPrompts(limit: $recentPrompts) {\n      id\n      text\n      viewCount\n      isPublished\n    }\n    episodes(limit: $recentEpisodes) {\n      id\n      number\n      title\n      guest\n      publishedDate\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  query AdminEpisode($id: UUID!) {\n    episode(id: $id) {\n      id\n      number\n      title\n      guest\n      publishedDate\n      youtubeLink\n      spotifyLink\n      appleLink\n      substackLink\n      transcriptText\n    }\n  }\n": typeof types.AdminEpisodeDocument,
    "\n  mutation CreateEpisode($input: CreateEpisodeInput!) {\n    createEpisode(input: $input) {\n      episode {\n        id\n        number\n        title\n        guest\n        publishedDate\n      }\n      timestampCount\n      reindexed\n    }\n  }\n": typeof types.CreateEpisodeDocument,
    "\n  mutation DeleteEpisode($id: UUID!) {\n    deleteEpisode(id: $id) {\n      id\n      number\n    }\n  }\n": typeof types.DeleteEpisodeDocument,
    "\n  mutation UpdateEpisode($id: UUID!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      episode {\n        id\n        number\n        title\n        guest\n        publishedDate\n        duration\n        youtubeLink\n        spotifyLink\n        appleLink\n        substackLink\n        videoId\n        transcriptText\n        updatedAt\n      }\n      timestampCount\n      reindexed\n    }\n  }\n": typeof types.UpdateEpisodeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      username\n      isAdmin\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query AdminPrompts($filter: String, $published: Boolean, $limit: Int!, $offset: Int!) {\n    adminStats {\n      promptsTotal\n      publishedPrompts\n      unpublishedPrompts\n    }\n    adminPromptCount(filter: $filter, published: $published)\n    adminPrompts(filter: $filter, published: $published, limit: $limit, offset: $offset) {\n      id\n      text\n      slug\n      isPublished\n      viewCount\n      createdAt\n      episodeNumber\n    }\n  }\n": typeof types.AdminPromptsDocument,
    "\n  fragment EditablePrompt on Prompt {\n    id\n    text\n    slug\n    isPublished\n    viewCount\n    response {\n      id\n      fullResponse\n      sources {\n        quotes {\n          ...SourceQuote\n        }\n      }\n    }\n  }\n": typeof types.EditablePromptFragmentDoc,
    "\n  mutation DeleteAllPrompts {\n    deleteAllPrompts {\n      count\n    }\n  }\n": typeof types.DeleteAllPromptsDocument,
    "\n  mutation DeletePrompt($id: UUID!) {\n    deletePrompt(id: $id) {\n      id\n    }\n  }\n": typeof types.DeletePromptDocument,
    "\n  query AdminPrompt($id: UUID!) {\n    adminPrompt(id: $id) {\n      ...EditablePrompt\n    }\n  }\n": typeof types.AdminPromptDocument,
    "\n  mutation UpdatePrompt($id: UUID!, $input: UpdatePromptInput!) {\n    updatePrompt(id: $id, input: $input) {\n      ...EditablePrompt\n    }\n  }\n": typeof types.UpdatePromptDocument,
    "\n  query AdminSubscribers($search: String, $limit: Int!, $offset: Int!) {\n    adminSubscribers(search: $search, limit: $limit, offset: $offset) {\n      total\n      subscribers {\n        id\n        email\n        firstName\n        createdAt\n        sourcePage\n      }\n    }\n  }\n": typeof types.AdminSubscribersDocument,
    "\n  mutation DeleteSubscriber($id: UUID!) {\n    deleteSubscriber(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteSubscriberDocument,
    "\n  query AnswerBySlug($slug: String!) {\n    promptBySlug(slug: $slug) {\n      id\n      slug\n      text\n      isPublished\n      response {\n        fullResponse\n        sources {\n          quotes {\n            ...SourceQuote\n          }\n        }\n      }\n    }\n  }\n": typeof types.AnswerBySlugDocument,
    "\n  query RelatedPrompts($slug: String!) {\n    relatedPrompts(slug: $slug) {\n      id\n      slug\n      text\n      episodeNumber\n    }\n  }\n": typeof types.RelatedPromptsDocument,
    "\n  mutation AskQuestion($input: AskInput!) {\n    ask(input: $input) {\n      answer\n      slug\n      promptId\n      sources {\n        quotes {\n          ...SourceQuote\n        }\n      }\n      rateLimitInfo {\n        limit\n        remaining\n        globalRemaining\n        resetsRemaining\n      }\n      isPublished\n    }\n  }\n": typeof types.AskQuestionDocument,
    "\n  mutation RecordPromptView($id: UUID!) {\n    recordPromptView(id: $id) {\n      id\n      viewCount\n    }\n  }\n": typeof types.RecordPromptViewDocument,
    "\n  query AnswerEpisodes($limit: Int!) {\n    episodes(limit: $limit) {\n      id\n      number\n      title\n      guest\n      videoId\n      youtubeLink\n      substackLink\n    }\n  }\n": typeof types.AnswerEpisodesDocument,
    "\n  fragment EpisodeCard_episode on Episode {\n    id\n    number\n    title\n    guest\n    publishedDate\n    duration\n  }\n": typeof types.EpisodeCard_EpisodeFragmentDoc,
    "\n  query EpisodeList($limit: Int!) {\n    episodes(limit: $limit) {\n      ...EpisodeCard_episode\n    }\n  }\n": typeof types.EpisodeListDocument,
    "\n  fragment EpisodeDetail_episode on Episode {\n    id\n    number\n    title\n    guest\n    publishedDate\n    duration\n    youtubeLink\n    spotifyLink\n    appleLink\n    substackLink\n    transcriptText\n  }\n": typeof types.EpisodeDetail_EpisodeFragmentDoc,
    "\n  query EpisodeByNumber($number: Int!) {\n    episodeByNumber(number: $number) {\n      ...EpisodeDetail_episode\n    }\n  }\n": typeof types.EpisodeByNumberDocument,
    "\n  query EpisodeById($id: UUID!) {\n    episode(id: $id) {\n      ...EpisodeDetail_episode\n    }\n  }\n": typeof types.EpisodeByIdDocument,
    "\n  query HomeSuggestions($limit: Int!) {\n    prompts(limit: $limit, orderBy: POPULAR) {\n      id\n      slug\n      text\n    }\n  }\n": typeof types.HomeSuggestionsDocument,
    "\n  query HomeRateLimit {\n    rateLimit {\n      limit\n      remaining\n      globalRemaining\n      resetsRemaining\n    }\n  }\n": typeof types.HomeRateLimitDocument,
    "\n  query PromptSlug($id: UUID!) {\n    prompt(id: $id) {\n      id\n      slug\n    }\n  }\n": typeof types.PromptSlugDocument,
    "\n  fragment PromptCard_prompt on Prompt {\n    id\n    slug\n    text\n    viewCount\n    episodeNumber\n  }\n": typeof types.PromptCard_PromptFragmentDoc,
    "\n  query SearchPrompts($query: String!, $limit: Int!) {\n    searchPrompts(query: $query, limit: $limit) {\n      ...PromptCard_prompt\n    }\n  }\n": typeof types.SearchPromptsDocument,
    "\n  query PublishedPrompts($limit: Int!) {\n    prompts(limit: $limit) {\n      ...PromptCard_prompt\n    }\n  }\n": typeof types.PublishedPromptsDocument,
    "\n  mutation SubscribeToNewsletter($input: SubscribeInput!) {\n    subscribeToNewsletter(input: $input) {\n      message\n    }\n  }\n": typeof types.SubscribeToNewsletterDocument,
};
const documents: Documents = {
    "\n  query Session {\n    session {\n      authenticated\n      user {\n        id\n        username\n        isAdmin\n      }\n    }\n  }\n": types.SessionDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query Site {\n    site {\n      podcastName\n      perIpDailyLimit\n      globalDailyLimit\n      newsletterFormAction\n      publicUrl\n      placeholderVideoUrl\n      spotifyUrl\n      applePodcastsUrl\n      youtubeUrl\n      substackUrl\n    }\n  }\n": types.SiteDocument,
    "\n  fragment SourceQuote on Quote {\n    text\n    episode\n    guest\n    timestamp\n    estimated\n  }\n": types.SourceQuoteFragmentDoc,
    "\n  mutation ResetMyRateLimit {\n    resetMyRateLimit {\n      limit\n      remaining\n      globalRemaining\n      resetsRemaining\n    }\n  }\n": types.ResetMyRateLimitDocument,
    "\n  mutation Reindex {\n    reindex {\n      message\n      episodes\n      passages\n      prompts\n      durationMs\n    }\n  }\n": types.ReindexDocument,
    "\n  mutation ResetRateLimits {\n    resetRateLimits {\n      message\n    }\n  }\n": types.ResetRateLimitsDocument,
    "\n  query AdminDashboard($recentPrompts: Int!, $recentEpisodes: Int!) {\n    adminStats {\n      requestsToday\n      dailyRemaining\n      dailyLimit\n      promptsTotal\n      publishedPrompts\n      unpublishedPrompts\n      subscribers\n      requestsPerDay(days: 30) {\n        date\n        requests\n      }\n    }\n    recentPrompts: adminPrompts(limit: $recentPrompts) {\n      id\n      text\n      viewCount\n      isPublished\n    }\n    episodes(limit: $recentEpisodes) {\n      id\n      number\n      title\n      guest\n      publishedDate\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  query AdminEpisode($id: UUID!) {\n    episode(id: $id) {\n      id\n      number\n      title\n      guest\n      publishedDate\n      youtubeLink\n      spotifyLink\n      appleLink\n      substackLink\n      transcriptText\n    }\n  }\n": types.AdminEpisodeDocument,
    "\n  mutation CreateEpisode($input: CreateEpisodeInput!) {\n    createEpisode(input: $input) {\n      episode {\n        id\n        number\n        title\n        guest\n        publishedDate\n      }\n      timestampCount\n      reindexed\n    }\n  }\n": types.CreateEpisodeDocument,
    "\n  mutation DeleteEpisode($id: UUID!) {\n    deleteEpisode(id: $id) {\n      id\n      number\n    }\n  }\n": types.DeleteEpisodeDocument,
    "\n  mutation UpdateEpisode($id: UUID!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      episode {\n        id\n        number\n        title\n        guest\n        publishedDate\n        duration\n        youtubeLink\n        spotifyLink\n        appleLink\n        substackLink\n        videoId\n        transcriptText\n        updatedAt\n      }\n      timestampCount\n      reindexed\n    }\n  }\n": types.UpdateEpisodeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      username\n      isAdmin\n    }\n  }\n": types.LoginDocument,
    "\n  query AdminPrompts($filter: String, $published: Boolean, $limit: Int!, $offset: Int!) {\n    adminStats {\n      promptsTotal\n      publishedPrompts\n      unpublishedPrompts\n    }\n    adminPromptCount(filter: $filter, published: $published)\n    adminPrompts(filter: $filter, published: $published, limit: $limit, offset: $offset) {\n      id\n      text\n      slug\n      isPublished\n      viewCount\n      createdAt\n      episodeNumber\n    }\n  }\n": types.AdminPromptsDocument,
    "\n  fragment EditablePrompt on Prompt {\n    id\n    text\n    slug\n    isPublished\n    viewCount\n    response {\n      id\n      fullResponse\n      sources {\n        quotes {\n          ...SourceQuote\n        }\n      }\n    }\n  }\n": types.EditablePromptFragmentDoc,
    "\n  mutation DeleteAllPrompts {\n    deleteAllPrompts {\n      count\n    }\n  }\n": types.DeleteAllPromptsDocument,
    "\n  mutation DeletePrompt($id: UUID!) {\n    deletePrompt(id: $id) {\n      id\n    }\n  }\n": types.DeletePromptDocument,
    "\n  query AdminPrompt($id: UUID!) {\n    adminPrompt(id: $id) {\n      ...EditablePrompt\n    }\n  }\n": types.AdminPromptDocument,
    "\n  mutation UpdatePrompt($id: UUID!, $input: UpdatePromptInput!) {\n    updatePrompt(id: $id, input: $input) {\n      ...EditablePrompt\n    }\n  }\n": types.UpdatePromptDocument,
    "\n  query AdminSubscribers($search: String, $limit: Int!, $offset: Int!) {\n    adminSubscribers(search: $search, limit: $limit, offset: $offset) {\n      total\n      subscribers {\n        id\n        email\n        firstName\n        createdAt\n        sourcePage\n      }\n    }\n  }\n": types.AdminSubscribersDocument,
    "\n  mutation DeleteSubscriber($id: UUID!) {\n    deleteSubscriber(id: $id) {\n      id\n    }\n  }\n": types.DeleteSubscriberDocument,
    "\n  query AnswerBySlug($slug: String!) {\n    promptBySlug(slug: $slug) {\n      id\n      slug\n      text\n      isPublished\n      response {\n        fullResponse\n        sources {\n          quotes {\n            ...SourceQuote\n          }\n        }\n      }\n    }\n  }\n": types.AnswerBySlugDocument,
    "\n  query RelatedPrompts($slug: String!) {\n    relatedPrompts(slug: $slug) {\n      id\n      slug\n      text\n      episodeNumber\n    }\n  }\n": types.RelatedPromptsDocument,
    "\n  mutation AskQuestion($input: AskInput!) {\n    ask(input: $input) {\n      answer\n      slug\n      promptId\n      sources {\n        quotes {\n          ...SourceQuote\n        }\n      }\n      rateLimitInfo {\n        limit\n        remaining\n        globalRemaining\n        resetsRemaining\n      }\n      isPublished\n    }\n  }\n": types.AskQuestionDocument,
    "\n  mutation RecordPromptView($id: UUID!) {\n    recordPromptView(id: $id) {\n      id\n      viewCount\n    }\n  }\n": types.RecordPromptViewDocument,
    "\n  query AnswerEpisodes($limit: Int!) {\n    episodes(limit: $limit) {\n      id\n      number\n      title\n      guest\n      videoId\n      youtubeLink\n      substackLink\n    }\n  }\n": types.AnswerEpisodesDocument,
    "\n  fragment EpisodeCard_episode on Episode {\n    id\n    number\n    title\n    guest\n    publishedDate\n    duration\n  }\n": types.EpisodeCard_EpisodeFragmentDoc,
    "\n  query EpisodeList($limit: Int!) {\n    episodes(limit: $limit) {\n      ...EpisodeCard_episode\n    }\n  }\n": types.EpisodeListDocument,
    "\n  fragment EpisodeDetail_episode on Episode {\n    id\n    number\n    title\n    guest\n    publishedDate\n    duration\n    youtubeLink\n    spotifyLink\n    appleLink\n    substackLink\n    transcriptText\n  }\n": types.EpisodeDetail_EpisodeFragmentDoc,
    "\n  query EpisodeByNumber($number: Int!) {\n    episodeByNumber(number: $number) {\n      ...EpisodeDetail_episode\n    }\n  }\n": types.EpisodeByNumberDocument,
    "\n  query EpisodeById($id: UUID!) {\n    episode(id: $id) {\n      ...EpisodeDetail_episode\n    }\n  }\n": types.EpisodeByIdDocument,
    "\n  query HomeSuggestions($limit: Int!) {\n    prompts(limit: $limit, orderBy: POPULAR) {\n      id\n      slug\n      text\n    }\n  }\n": types.HomeSuggestionsDocument,
    "\n  query HomeRateLimit {\n    rateLimit {\n      limit\n      remaining\n      globalRemaining\n      resetsRemaining\n    }\n  }\n": types.HomeRateLimitDocument,
    "\n  query PromptSlug($id: UUID!) {\n    prompt(id: $id) {\n      id\n      slug\n    }\n  }\n": types.PromptSlugDocument,
    "\n  fragment PromptCard_prompt on Prompt {\n    id\n    slug\n    text\n    viewCount\n    episodeNumber\n  }\n": types.PromptCard_PromptFragmentDoc,
    "\n  query SearchPrompts($query: String!, $limit: Int!) {\n    searchPrompts(query: $query, limit: $limit) {\n      ...PromptCard_prompt\n    }\n  }\n": types.SearchPromptsDocument,
    "\n  query PublishedPrompts($limit: Int!) {\n    prompts(limit: $limit) {\n      ...PromptCard_prompt\n    }\n  }\n": types.PublishedPromptsDocument,
    "\n  mutation SubscribeToNewsletter($input: SubscribeInput!) {\n    subscribeToNewsletter(input: $input) {\n      message\n    }\n  }\n": types.SubscribeToNewsletterDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session {\n    session {\n      authenticated\n      user {\n        id\n        username\n        isAdmin\n      }\n    }\n  }\n"): (typeof documents)["\n  query Session {\n    session {\n      authenticated\n      user {\n        id\n        username\n        isAdmin\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Site {\n    site {\n      podcastName\n      perIpDailyLimit\n      globalDailyLimit\n      newsletterFormAction\n      publicUrl\n      placeholderVideoUrl\n      spotifyUrl\n      applePodcastsUrl\n      youtubeUrl\n      substackUrl\n    }\n  }\n"): (typeof documents)["\n  query Site {\n    site {\n      podcastName\n      perIpDailyLimit\n      globalDailyLimit\n      newsletterFormAction\n      publicUrl\n      placeholderVideoUrl\n      spotifyUrl\n      applePodcastsUrl\n      youtubeUrl\n      substackUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SourceQuote on Quote {\n    text\n    episode\n    guest\n    timestamp\n    estimated\n  }\n"): (typeof documents)["\n  fragment SourceQuote on Quote {\n    text\n    episode\n    guest\n    timestamp\n    estimated\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetMyRateLimit {\n    resetMyRateLimit {\n      limit\n      remaining\n      globalRemaining\n      resetsRemaining\n    }\n  }\n"): (typeof documents)["\n  mutation ResetMyRateLimit {\n    resetMyRateLimit {\n      limit\n      remaining\n      globalRemaining\n      resetsRemaining\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Reindex {\n    reindex {\n      message\n      episodes\n      passages\n      prompts\n      durationMs\n    }\n  }\n"): (typeof documents)["\n  mutation Reindex {\n    reindex {\n      message\n      episodes\n      passages\n      prompts\n      durationMs\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetRateLimits {\n    resetRateLimits {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetRateLimits {\n    resetRateLimits {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard($recentPrompts: Int!, $recentEpisodes: Int!) {\n    adminStats {\n      requestsToday\n      dailyRemaining\n      dailyLimit\n      promptsTotal\n      publishedPrompts\n      unpublishedPrompts\n      subscribers\n      requestsPerDay(days: 30) {\n        date\n        requests\n      }\n    }\n    recentPrompts: adminPrompts(limit: $recentPrompts) {\n      id\n      text\n      viewCount\n      isPublished\n    }\n    episodes(limit: $recentEpisodes) {\n      id\n      number\n      title\n      guest\n      publishedDate\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard($recentPrompts: Int!, $recentEpisodes: Int!) {\n    adminStats {\n      requestsToday\n      dailyRemaining\n      dailyLimit\n      promptsTotal\n      publishedPrompts\n      unpublishedPrompts\n      subscribers\n      requestsPerDay(days: 30) {\n        date\n        requests\n      }\n    }\n    recentPrompts: adminPrompts(limit: $recentPrompts) {\n      id\n      text\n      viewCount\n      isPublished\n    }\n    episodes(limit: $recentEpisodes) {\n      id\n      number\n      title\n      guest\n      publishedDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEpisode($id: UUID!) {\n    episode(id: $id) {\n      id\n      number\n      title\n      guest\n      publishedDate\n      youtubeLink\n      spotifyLink\n      appleLink\n      substackLink\n      transcriptText\n    }\n  }\n"): (typeof documents)["\n  query AdminEpisode($id: UUID!) {\n    episode(id: $id) {\n      id\n      number\n      title\n      guest\n      publishedDate\n      youtubeLink\n      spotifyLink\n      appleLink\n      substackLink\n      transcriptText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEpisode($input: CreateEpisodeInput!) {\n    createEpisode(input: $input) {\n      episode {\n        id\n        number\n        title\n        guest\n        publishedDate\n      }\n      timestampCount\n      reindexed\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEpisode($input: CreateEpisodeInput!) {\n    createEpisode(input: $input) {\n      episode {\n        id\n        number\n        title\n        guest\n        publishedDate\n      }\n      timestampCount\n      reindexed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEpisode($id: UUID!) {\n    deleteEpisode(id: $id) {\n      id\n      number\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteEpisode($id: UUID!) {\n    deleteEpisode(id: $id) {\n      id\n      number\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEpisode($id: UUID!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      episode {\n        id\n        number\n        title\n        guest\n        publishedDate\n        duration\n        youtubeLink\n        spotifyLink\n        appleLink\n        substackLink\n        videoId\n        transcriptText\n        updatedAt\n      }\n      timestampCount\n      reindexed\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEpisode($id: UUID!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      episode {\n        id\n        number\n        title\n        guest\n        publishedDate\n        duration\n        youtubeLink\n        spotifyLink\n        appleLink\n        substackLink\n        videoId\n        transcriptText\n        updatedAt\n      }\n      timestampCount\n      reindexed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      username\n      isAdmin\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      username\n      isAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPrompts($filter: String, $published: Boolean, $limit: Int!, $offset: Int!) {\n    adminStats {\n      promptsTotal\n      publishedPrompts\n      unpublishedPrompts\n    }\n    adminPromptCount(filter: $filter, published: $published)\n    adminPrompts(filter: $filter, published: $published, limit: $limit, offset: $offset) {\n      id\n      text\n      slug\n      isPublished\n      viewCount\n      createdAt\n      episodeNumber\n    }\n  }\n"): (typeof documents)["\n  query AdminPrompts($filter: String, $published: Boolean, $limit: Int!, $offset: Int!) {\n    adminStats {\n      promptsTotal\n      publishedPrompts\n      unpublishedPrompts\n    }\n    adminPromptCount(filter: $filter, published: $published)\n    adminPrompts(filter: $filter, published: $published, limit: $limit, offset: $offset) {\n      id\n      text\n      slug\n      isPublished\n      viewCount\n      createdAt\n      episodeNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditablePrompt on Prompt {\n    id\n    text\n    slug\n    isPublished\n    viewCount\n    response {\n      id\n      fullResponse\n      sources {\n        quotes {\n          ...SourceQuote\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment EditablePrompt on Prompt {\n    id\n    text\n    slug\n    isPublished\n    viewCount\n    response {\n      id\n      fullResponse\n      sources {\n        quotes {\n          ...SourceQuote\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAllPrompts {\n    deleteAllPrompts {\n      count\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAllPrompts {\n    deleteAllPrompts {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePrompt($id: UUID!) {\n    deletePrompt(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePrompt($id: UUID!) {\n    deletePrompt(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPrompt($id: UUID!) {\n    adminPrompt(id: $id) {\n      ...EditablePrompt\n    }\n  }\n"): (typeof documents)["\n  query AdminPrompt($id: UUID!) {\n    adminPrompt(id: $id) {\n      ...EditablePrompt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePrompt($id: UUID!, $input: UpdatePromptInput!) {\n    updatePrompt(id: $id, input: $input) {\n      ...EditablePrompt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePrompt($id: UUID!, $input: UpdatePromptInput!) {\n    updatePrompt(id: $id, input: $input) {\n      ...EditablePrompt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSubscribers($search: String, $limit: Int!, $offset: Int!) {\n    adminSubscribers(search: $search, limit: $limit, offset: $offset) {\n      total\n      subscribers {\n        id\n        email\n        firstName\n        createdAt\n        sourcePage\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSubscribers($search: String, $limit: Int!, $offset: Int!) {\n    adminSubscribers(search: $search, limit: $limit, offset: $offset) {\n      total\n      subscribers {\n        id\n        email\n        firstName\n        createdAt\n        sourcePage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSubscriber($id: UUID!) {\n    deleteSubscriber(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSubscriber($id: UUID!) {\n    deleteSubscriber(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnswerBySlug($slug: String!) {\n    promptBySlug(slug: $slug) {\n      id\n      slug\n      text\n      isPublished\n      response {\n        fullResponse\n        sources {\n          quotes {\n            ...SourceQuote\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnswerBySlug($slug: String!) {\n    promptBySlug(slug: $slug) {\n      id\n      slug\n      text\n      isPublished\n      response {\n        fullResponse\n        sources {\n          quotes {\n            ...SourceQuote\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RelatedPrompts($slug: String!) {\n    relatedPrompts(slug: $slug) {\n      id\n      slug\n      text\n      episodeNumber\n    }\n  }\n"): (typeof documents)["\n  query RelatedPrompts($slug: String!) {\n    relatedPrompts(slug: $slug) {\n      id\n      slug\n      text\n      episodeNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AskQuestion($input: AskInput!) {\n    ask(input: $input) {\n      answer\n      slug\n      promptId\n      sources {\n        quotes {\n          ...SourceQuote\n        }\n      }\n      rateLimitInfo {\n        limit\n        remaining\n        globalRemaining\n        resetsRemaining\n      }\n      isPublished\n    }\n  }\n"): (typeof documents)["\n  mutation AskQuestion($input: AskInput!) {\n    ask(input: $input) {\n      answer\n      slug\n      promptId\n      sources {\n        quotes {\n          ...SourceQuote\n        }\n      }\n      rateLimitInfo {\n        limit\n        remaining\n        globalRemaining\n        resetsRemaining\n      }\n      isPublished\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordPromptView($id: UUID!) {\n    recordPromptView(id: $id) {\n      id\n      viewCount\n    }\n  }\n"): (typeof documents)["\n  mutation RecordPromptView($id: UUID!) {\n    recordPromptView(id: $id) {\n      id\n      viewCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnswerEpisodes($limit: Int!) {\n    episodes(limit: $limit) {\n      id\n      number\n      title\n      guest\n      videoId\n      youtubeLink\n      substackLink\n    }\n  }\n"): (typeof documents)["\n  query AnswerEpisodes($limit: Int!) {\n    episodes(limit: $limit) {\n      id\n      number\n      title\n      guest\n      videoId\n      youtubeLink\n      substackLink\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EpisodeCard_episode on Episode {\n    id\n    number\n    title\n    guest\n    publishedDate\n    duration\n  }\n"): (typeof documents)["\n  fragment EpisodeCard_episode on Episode {\n    id\n    number\n    title\n    guest\n    publishedDate\n    duration\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EpisodeList($limit: Int!) {\n    episodes(limit: $limit) {\n      ...EpisodeCard_episode\n    }\n  }\n"): (typeof documents)["\n  query EpisodeList($limit: Int!) {\n    episodes(limit: $limit) {\n      ...EpisodeCard_episode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EpisodeDetail_episode on Episode {\n    id\n    number\n    title\n    guest\n    publishedDate\n    duration\n    youtubeLink\n    spotifyLink\n    appleLink\n    substackLink\n    transcriptText\n  }\n"): (typeof documents)["\n  fragment EpisodeDetail_episode on Episode {\n    id\n    number\n    title\n    guest\n    publishedDate\n    duration\n    youtubeLink\n    spotifyLink\n    appleLink\n    substackLink\n    transcriptText\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EpisodeByNumber($number: Int!) {\n    episodeByNumber(number: $number) {\n      ...EpisodeDetail_episode\n    }\n  }\n"): (typeof documents)["\n  query EpisodeByNumber($number: Int!) {\n    episodeByNumber(number: $number) {\n      ...EpisodeDetail_episode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EpisodeById($id: UUID!) {\n    episode(id: $id) {\n      ...EpisodeDetail_episode\n    }\n  }\n"): (typeof documents)["\n  query EpisodeById($id: UUID!) {\n    episode(id: $id) {\n      ...EpisodeDetail_episode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeSuggestions($limit: Int!) {\n    prompts(limit: $limit, orderBy: POPULAR) {\n      id\n      slug\n      text\n    }\n  }\n"): (typeof documents)["\n  query HomeSuggestions($limit: Int!) {\n    prompts(limit: $limit, orderBy: POPULAR) {\n      id\n      slug\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeRateLimit {\n    rateLimit {\n      limit\n      remaining\n      globalRemaining\n      resetsRemaining\n    }\n  }\n"): (typeof documents)["\n  query HomeRateLimit {\n    rateLimit {\n      limit\n      remaining\n      globalRemaining\n      resetsRemaining\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromptSlug($id: UUID!) {\n    prompt(id: $id) {\n      id\n      slug\n    }\n  }\n"): (typeof documents)["\n  query PromptSlug($id: UUID!) {\n    prompt(id: $id) {\n      id\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromptCard_prompt on Prompt {\n    id\n    slug\n    text\n    viewCount\n    episodeNumber\n  }\n"): (typeof documents)["\n  fragment PromptCard_prompt on Prompt {\n    id\n    slug\n    text\n    viewCount\n    episodeNumber\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPrompts($query: String!, $limit: Int!) {\n    searchPrompts(query: $query, limit: $limit) {\n      ...PromptCard_prompt\n    }\n  }\n"): (typeof documents)["\n  query SearchPrompts($query: String!, $limit: Int!) {\n    searchPrompts(query: $query, limit: $limit) {\n      ...PromptCard_prompt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishedPrompts($limit: Int!) {\n    prompts(limit: $limit) {\n      ...PromptCard_prompt\n    }\n  }\n"): (typeof documents)["\n  query PublishedPrompts($limit: Int!) {\n    prompts(limit: $limit) {\n      ...PromptCard_prompt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeToNewsletter($input: SubscribeInput!) {\n    subscribeToNewsletter(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeToNewsletter($input: SubscribeInput!) {\n    subscribeToNewsletter(input: $input) {\n      message\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;