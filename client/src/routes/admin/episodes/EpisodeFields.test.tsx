import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../../theme/theme';
import { newEpisodeValues, NO_VIDEO_ID_NOTE, type EpisodeFormValues } from './episode-form';
import { EpisodeFields } from './EpisodeFields';

function renderFields() {
  render(
    <ThemeProvider theme={theme}>
      <Form<EpisodeFormValues> onSubmit={() => undefined} initialValues={newEpisodeValues()} render={() => <EpisodeFields />} />
    </ThemeProvider>,
  );
  return screen.getByLabelText('YouTube link');
}

describe('EpisodeFields', () => {
  afterEach(cleanup);

  it('notes under the YouTube link, as it is typed, when the link names no video', () => {
    const link = renderFields();
    expect(screen.queryByText(NO_VIDEO_ID_NOTE)).toBeNull();
    fireEvent.change(link, { target: { value: 'https://www.youtube.com/watch?v=short' } });
    expect(screen.getByText(NO_VIDEO_ID_NOTE)).toBeTruthy();
    expect(link.getAttribute('aria-describedby')).toBe(screen.getByText(NO_VIDEO_ID_NOTE).id);
    fireEvent.change(link, { target: { value: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } });
    expect(screen.queryByText(NO_VIDEO_ID_NOTE)).toBeNull();
  });
});
