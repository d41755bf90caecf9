import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../../theme/theme';
import type { FullPrompt } from './useLoadPrompt';
import { UpdatePromptDocument } from './useUpdatePromptMutation';

/** A prompt as the edit dialogs load it; `overrides` replace its fields. */
export const promptFixture = (overrides: Partial<FullPrompt> = {}): FullPrompt => ({
  __typename: 'Prompt',
  id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  text: 'How should a marketplace start?',
  slug: 'how-should-a-marketplace-start',
  isPublished: false,
  viewCount: 0,
  response: null,
  ...overrides,
});

/** Renders an edit form whose save the server refuses with `message`, code `code` and the field errors `fields`. */
export function renderWithRefusedSave(form: ReactElement, refusal: { message: string; code: string; fields: Record<string, string> }) {
  const mock = {
    request: { query: UpdatePromptDocument, variables: () => true },
    result: { errors: [{ message: refusal.message, extensions: { code: refusal.code, fields: refusal.fields } }] },
  };
  render(
    <MockedProvider mocks={[mock]}>
      <ThemeProvider theme={theme}>{form}</ThemeProvider>
    </MockedProvider>,
  );
}
