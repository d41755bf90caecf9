import { useField } from 'react-final-form';
import styled from 'styled-components';
import { TRANSCRIPT_TEXTAREA_ROWS } from '@common/limits';
import { above, space } from '../../../theme/helpers';
import { FormTextAreaField, FormTextField } from '../components/FormFields';
import { youtubeLinkNote } from './episode-form';
import { TranscriptPreview } from './TranscriptPreview';

/** The fields shared by Add and Edit Episode (SPEC §2), bound to the surrounding react-final-form form. */
export function EpisodeFields() {
  return (
    <Grid>
      <Row $columns="11rem minmax(0, 1fr)">
        <FormTextField name="number" label="Episode number" inputMode="numeric" autoComplete="off" required />
        <FormTextField name="title" label="Title" autoComplete="off" required />
      </Row>
      <Row $columns="minmax(0, 1fr) 12rem">
        <FormTextField name="guest" label="Guest name" autoComplete="off" />
        <FormTextField name="publishedDate" label="Publish date" type="date" />
      </Row>
      <Row $columns="minmax(0, 1fr) minmax(0, 1fr)">
        <YoutubeLinkField />
        <FormTextField name="substackLink" label="Substack link" type="url" inputMode="url" placeholder="https://…substack.com/p/…" />
      </Row>
      <Row $columns="minmax(0, 1fr) minmax(0, 1fr)">
        <FormTextField name="spotifyLink" label="Spotify link (optional)" type="url" inputMode="url" placeholder="https://open.spotify.com/episode/…" />
        <FormTextField name="appleLink" label="Apple Podcasts link (optional)" type="url" inputMode="url" placeholder="https://podcasts.apple.com/…" />
      </Row>
      <Transcript>
        <FormTextAreaField
          name="transcriptText"
          label="Transcript"
          required
          rows={TRANSCRIPT_TEXTAREA_ROWS}
          spellCheck={false}
          hint="Paste the raw transcript: each turn starts with the speaker's name and a time in parentheses, e.g. “Jane Doe (04:30)” (also “Jane Doe 04:30”, “04:30 Jane Doe” or “[04:30] Jane Doe” on each of the speaker’s turns), or with the name alone on its line (the time is then estimated), with the words on the lines below."
        />
      </Transcript>
      <TranscriptPreview />
    </Grid>
  );
}

/** The YouTube link, with a note when it names no video (`youtubeLinkNote`). */
function YoutubeLinkField() {
  const { input } = useField<string>('youtubeLink', { subscription: { value: true } });
  const note = youtubeLinkNote(input.value ?? '');
  return (
    <FormTextField
      name="youtubeLink"
      label="YouTube link"
      type="url"
      inputMode="url"
      placeholder="https://www.youtube.com/watch?v=…"
      {...(note ? { hint: note } : {})}
    />
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${space('md')};
  min-width: 0;
`;

const Row = styled.div<{ $columns: string }>`
  display: grid;
  gap: ${space('md')};
  min-width: 0;
  /* A field's error message makes it taller, never its neighbours' inputs. */
  align-items: start;
  ${above('tablet')} {
    grid-template-columns: ${({ $columns }) => $columns};
  }
`;

const Transcript = styled.div`
  textarea {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;
