import { extractVideoId } from '@common/episode-links';
import { TRANSCRIPT_PREVIEW_CHARS, TRANSCRIPT_PREVIEW_MIN_CHARS } from '@common/limits';
import { processTranscript } from '@common/transcript';
import { EpisodeInput, fieldErrors } from '@common/validation';

/** The episode form's values: every field as the text in its control. */
export interface EpisodeFormValues {
  number: string;
  title: string;
  guest: string;
  publishedDate: string;
  youtubeLink: string;
  spotifyLink: string;
  appleLink: string;
  substackLink: string;
  transcriptText: string;
}

export const EPISODE_FORM_FIELDS = [
  'number',
  'title',
  'guest',
  'publishedDate',
  'youtubeLink',
  'spotifyLink',
  'appleLink',
  'substackLink',
  'transcriptText',
] as const satisfies readonly (keyof EpisodeFormValues)[];

export const NO_VIDEO_ID_NOTE = 'This link names no YouTube video (an 11-character video id), so quotes from this episode will not link to the video.';

/**
 * A note under the YouTube link when the link is a valid address (the rules accept it) that
 * names no video: SPEC §5 then gives the episode's quotes no video link, which the admin
 * should know before saving. Null for an empty link or one that names a video.
 */
export function youtubeLinkNote(link: string): string | null {
  if (link.trim() === '' || extractVideoId(link) !== null) return null;
  try {
    new URL(link.trim());
    return NO_VIDEO_ID_NOTE;
  } catch {
    return null;
  }
}

/** What the API sends back for an episode being edited. */
export interface LoadedEpisode {
  number: number;
  title: string;
  guest?: string | null;
  publishedDate?: string | null;
  youtubeLink?: string | null;
  spotifyLink?: string | null;
  appleLink?: string | null;
  substackLink?: string | null;
  transcriptText?: string | null;
}

/** Today in the admin's own time zone, yyyy-mm-dd (SPEC §9: the publish date defaults to today). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function newEpisodeValues(now: Date = new Date()): EpisodeFormValues {
  return {
    number: '',
    title: '',
    guest: '',
    publishedDate: todayIso(now),
    youtubeLink: '',
    spotifyLink: '',
    appleLink: '',
    substackLink: '',
    transcriptText: '',
  };
}

export function episodeToValues(episode: LoadedEpisode): EpisodeFormValues {
  return {
    number: String(episode.number),
    title: episode.title,
    guest: episode.guest ?? '',
    publishedDate: episode.publishedDate ?? '',
    youtubeLink: episode.youtubeLink ?? '',
    spotifyLink: episode.spotifyLink ?? '',
    appleLink: episode.appleLink ?? '',
    substackLink: episode.substackLink ?? '',
    transcriptText: episode.transcriptText ?? '',
  };
}

/** Every field as a string (react-final-form leaves a cleared field undefined). */
export function completeValues(values: Partial<Record<keyof EpisodeFormValues, string | undefined>>): EpisodeFormValues {
  const complete = {} as EpisodeFormValues;
  for (const name of EPISODE_FORM_FIELDS) complete[name] = values[name] ?? '';
  return complete;
}

/** react-final-form `validate`: SPEC §5's rules and messages, as the server applies them. */
export const validateEpisode = (values: Partial<EpisodeFormValues>) => fieldErrors(EpisodeInput, completeValues(values));

/** The API input: the form's fields, text trimmed, the number as a number. */
export type EpisodeApiInput = Omit<EpisodeFormValues, 'number'> & { number: number };

export function toEpisodeInput(values: EpisodeFormValues, processedTranscript: string): EpisodeApiInput {
  return {
    number: Number(values.number.trim()),
    title: values.title.trim(),
    guest: values.guest.trim(),
    publishedDate: values.publishedDate.trim(),
    youtubeLink: values.youtubeLink.trim(),
    spotifyLink: values.spotifyLink.trim(),
    appleLink: values.appleLink.trim(),
    substackLink: values.substackLink.trim(),
    transcriptText: processedTranscript,
  };
}

/**
 * Only the fields that differ from the loaded episode (SPEC §7: PATCH sends the changed
 * fields). The transcript is included only when its text changed, so the server
 * reprocesses and reindexes it only then.
 */
export function episodePatch(initial: EpisodeFormValues, values: EpisodeFormValues): Partial<EpisodeApiInput> {
  const patch: Partial<EpisodeApiInput> = {};
  for (const name of EPISODE_FORM_FIELDS) {
    if (name === 'transcriptText') {
      if (values.transcriptText !== initial.transcriptText) patch.transcriptText = values.transcriptText;
    } else if (name === 'number') {
      if (values.number.trim() !== initial.number.trim()) patch.number = Number(values.number.trim());
    } else if (values[name].trim() !== initial[name].trim()) {
      patch[name] = values[name].trim();
    }
  }
  return patch;
}

export type TranscriptPreview = { kind: 'none' } | { kind: 'preview'; text: string; timestampCount: number } | { kind: 'error'; message: string };

/** SPEC §2: over 100 characters, the processed transcript cut to its first 500 characters plus '...'. */
export function transcriptPreview(raw: string): TranscriptPreview {
  if (raw.length <= TRANSCRIPT_PREVIEW_MIN_CHARS) return { kind: 'none' };
  try {
    const processed = processTranscript(raw);
    const cut = processed.text.length > TRANSCRIPT_PREVIEW_CHARS;
    return {
      kind: 'preview',
      text: cut ? `${processed.text.slice(0, TRANSCRIPT_PREVIEW_CHARS)}...` : processed.text,
      timestampCount: processed.timestampCount,
    };
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

/** Processes the transcript for saving; a TranscriptError's message is shown to the admin. */
export function processForSave(raw: string): { ok: true; text: string; timestampCount: number } | { ok: false; message: string } {
  try {
    const processed = processTranscript(raw);
    return { ok: true, text: processed.text, timestampCount: processed.timestampCount };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** SPEC §8's toast title, word for word. */
export const processingTitle = (count: number) => `Processing ${count} timestamps`;

/**
 * SPEC §8 'Episode updated': the timestamp count and the re-indexing when the transcript
 * changed (the server then reports a count), otherwise 'Episode details updated successfully'.
 */
export function episodeUpdatedDescription(result: { timestampCount?: number | null } | null | undefined): string {
  const count = result?.timestampCount;
  if (count === null || count === undefined) return 'Episode details updated successfully';
  return `${count} timestamps processed; the episode was re-indexed for search.`;
}
