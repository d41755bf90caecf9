import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { MAX_PAGE_SIZE } from '@common/limits';
import type { EpisodeLinkInfo } from '../../lib/source-links';
import { AnswerEpisodesDocument } from './answer.documents';

/**
 * Every episode by number (SPEC §7: the answer page reads the whole list to map episode
 * numbers to video ids and newsletter links). Null while loading; empty when it failed,
 * so the links fall back to the placeholder video and the transcript.
 */
export function useEpisodeIndex(): ReadonlyMap<number, EpisodeLinkInfo> | null {
  const { data, error } = useQuery(AnswerEpisodesDocument, { variables: { limit: MAX_PAGE_SIZE } });
  return useMemo(() => {
    if (data) return new Map(data.episodes.map((e) => [e.number, e]));
    return error ? new Map() : null;
  }, [data, error]);
}
