import { useDeferredValue, useMemo } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { s, space } from '../../../theme/helpers';
import { transcriptPreview } from './episode-form';

/** SPEC §2: the processed transcript (first 500 characters) once the text is over 100 characters, or the processing error. */
export function TranscriptPreview() {
  const { input } = useField<string>('transcriptText', { subscription: { value: true } });
  const raw = useDeferredValue(input.value ?? '');
  const preview = useMemo(() => transcriptPreview(raw), [raw]);

  if (preview.kind === 'none') return null;
  if (preview.kind === 'error') {
    return (
      <Box $error role="status" aria-live="polite">
        <Title>Transcript processing error</Title>
        <p>{preview.message}</p>
      </Box>
    );
  }
  return (
    <Box aria-label="Processed transcript preview">
      <Title>
        Preview of the processed transcript <Count>({preview.timestampCount === 1 ? '1 timestamp' : `${preview.timestampCount} timestamps`} found)</Count>
      </Title>
      <Pre>{preview.text}</Pre>
    </Box>
  );
}

const Box = styled.section<{ $error?: boolean }>`
  display: grid;
  gap: ${space('xs')};
  padding: ${space('sm')} ${space('md')};
  border: 1px solid ${({ theme, $error }) => ($error ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme, $error }) => ($error ? theme.color.dangerSoft : theme.color.surfaceMuted)};
  min-width: 0;
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Count = styled.span`
  color: ${s('textSecondary')};
  font-weight: ${({ theme }) => theme.fontWeight.normal};
`;

const Pre = styled.pre`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${s('textSecondary')};
`;
