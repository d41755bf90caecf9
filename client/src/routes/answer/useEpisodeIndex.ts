import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { MAX_PAGE_SIZE } from '@common/limits';
import { indexEpisodes, type EpisodeIndex } from '../../lib/source-links';
import { AnswerEpisodesDocument } from './answer.documents';

/**
 * Every episode by number (SPEC §7: the answer page reads the whole list to map episode
 * numbers to video ids and newsletter links). Null while loading. When it failed, the index
 * is empty and incomplete, so the links fall back to the placeholder video and the transcript.
 */
export function useEpisodeIndex(): EpisodeIndex | null {
  const { data, error } = useQuery(AnswerEpisodesDocument, { variables: { limit: MAX_PAGE_SIZE } });
  return useMemo(() => {
    if (data) return indexEpisodes(data.episodes, MAX_PAGE_SIZE);
    return error ? indexEpisodes(null, MAX_PAGE_SIZE) : null;
  }, [data, error]);
}
