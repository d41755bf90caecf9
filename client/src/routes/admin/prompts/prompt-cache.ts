import type { ApolloCache } from '@apollo/client';

/** Public lists of prompts (home suggestions, search) and slug look-ups: dropped after an admin change. */
export function dropPublicPromptLists(cache: ApolloCache) {
  for (const fieldName of ['prompts', 'searchPrompts', 'promptBySlug', 'prompt']) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
