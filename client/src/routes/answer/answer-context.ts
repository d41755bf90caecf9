import { createContext, useContext } from 'react';
import type { Quote } from '@common/quote';
import type { EpisodeIndex } from '../../lib/source-links';

export interface AnswerSources {
  quotes: readonly Quote[];
  /** The archive's episodes; null while the episode list loads. */
  episodes: EpisodeIndex | null;
}

/** The answer's quotes and the episode list, for blockquotes deep inside the rendered markdown. */
export const AnswerSourcesContext = createContext<AnswerSources>({ quotes: [], episodes: null });

export const useAnswerSources = () => useContext(AnswerSourcesContext);
