import type { Sources } from '../../../common/quote.js';
import type { Prompt } from './prompt.entity.js';
import type { Response } from './response.entity.js';

/** JSON of the REST shims (SPEC §7); GraphQL serialises the same entities through the schema. */
export interface PromptJson {
  id: string;
  text: string;
  slug: string;
  createdAt: string;
  isPublished: boolean;
  viewCount: number;
  episodeNumber: number | null;
  /** Admin routes only. */
  ipAddress?: string | null;
}

export interface ResponseJson {
  id: string;
  fullResponse: string;
  sources: Sources;
  createdAt: string;
}

export interface PromptDetailJson {
  prompt: PromptJson;
  response: ResponseJson | null;
}

export interface Audience {
  /** Adds what only administrators see (the address the question came from). */
  admin?: boolean;
}

export function promptJson(prompt: Prompt, audience: Audience = {}): PromptJson {
  return {
    id: prompt.id,
    text: prompt.text,
    slug: prompt.slug,
    createdAt: prompt.createdAt.toISOString(),
    isPublished: prompt.isPublished,
    viewCount: prompt.viewCount,
    episodeNumber: prompt.episodeNumber,
    ...(audience.admin ? { ipAddress: prompt.ipAddress } : {}),
  };
}

export function responseJson(response: Response): ResponseJson {
  return {
    id: response.id,
    fullResponse: response.fullResponse,
    sources: { quotes: response.sources.quotes ?? [] },
    createdAt: response.createdAt.toISOString(),
  };
}

/** `{ prompt, response }` of a prompt whose response is populated. */
export function promptDetailJson(prompt: Prompt, audience: Audience = {}): PromptDetailJson {
  const response = prompt.response?.unwrap();
  return { prompt: promptJson(prompt, audience), response: response ? responseJson(response) : null };
}

export const promptListJson = (prompts: readonly Prompt[], audience: Audience = {}) => prompts.map((p) => promptJson(p, audience));
