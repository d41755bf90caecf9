import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MAX_QUESTION_CHARS, MAX_QUESTION_WORDS } from '@common/limits';
import { countChars, countWords, questionError, QUESTION_RULE, QUESTION_TOO_LONG, QUESTION_TOO_MANY_CHARS } from '@common/question';
import { paths } from '../../app/paths';
import { above, s, space } from '../../theme/helpers';
import { ArrowRightIcon } from '../../ui/icons';

interface QuestionBoxProps {
  initialQuestion?: string;
  /** No questions left today: the box and button are disabled and the capacity message shows. */
  outOfCapacity: boolean;
  onAsk: (question: string) => void;
}

export const CAPACITY_MESSAGE_START = "Sorry, we're out of capacity for today. Please try again tomorrow or ";

/** The home page's question box (SPEC §2, §4, §5). */
export function QuestionBox({ initialQuestion = '', outOfCapacity, onAsk }: QuestionBoxProps) {
  const [question, setQuestion] = useState(initialQuestion);
  const [submitting, setSubmitting] = useState(false);
  const id = useId();
  const words = countWords(question);
  const chars = countChars(question);
  const blank = question.trim() === '';
  // The server's own rule (words, characters, NUL, no words at all): a refused question never leaves the box.
  // A blank box is not refused, only not sent (SPEC §5): no warning for it.
  const problem = blank ? null : questionError(question);
  const refused = problem !== null;
  const overLimit = problem === QUESTION_TOO_LONG || problem === QUESTION_TOO_MANY_CHARS;
  const disabled = submitting || outOfCapacity;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (blank || refused || disabled) return;
    setSubmitting(true);
    onAsk(question.trim());
  };

  const describedBy = [`${id}-count`, refused ? `${id}-warning` : null, outOfCapacity ? `${id}-capacity` : null].filter(Boolean).join(' ');

  return (
    <Form onSubmit={submit} aria-label="Ask a question">
      <label htmlFor={id} className="visually-hidden">
        Your question about the episodes
      </label>
      <Box $invalid={refused} $disabled={outOfCapacity} data-disabled={outOfCapacity || undefined}>
        <QuestionInput
          id={id}
          name="question"
          type="text"
          autoComplete="off"
          enterKeyHint="send"
          placeholder="Ask about pricing, growth, hiring…"
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          disabled={disabled}
          aria-invalid={refused}
          aria-describedby={describedBy}
        />
        <Submit type="submit" disabled={disabled || blank || refused}>
          <span>Ask</span>
          <ArrowRightIcon size={18} />
        </Submit>
      </Box>
      <Meta>
        <Rule>{QUESTION_RULE}</Rule>
        <WordCount id={`${id}-count`} $over={overLimit}>
          {words}/{MAX_QUESTION_WORDS} words · {chars}/{MAX_QUESTION_CHARS} characters
        </WordCount>
      </Meta>
      {refused && (
        <Warning id={`${id}-warning`} role="alert">
          {problem}
        </Warning>
      )}
      {outOfCapacity && (
        <Capacity id={`${id}-capacity`} role="status">
          {CAPACITY_MESSAGE_START}
          <Link to={paths.search()}>explore already answered questions</Link>.
        </Capacity>
      )}
    </Form>
  );
}

const Form = styled.form`
  width: 100%;
  display: grid;
  gap: ${space('xs')};
`;

const Box = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space('xs')};
  padding: ${space('xs')};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  background: ${({ theme, $invalid }) => ($invalid ? theme.color.dangerSoft : theme.color.surface)};
  box-shadow: ${({ theme }) => theme.shadow.md};
  transition: border-color 120ms ease;
  &:focus-within {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.primary)};
    /* Over the limit the border stays red: a focus ring still says where the keyboard is. */
    ${({ theme, $invalid }) => ($invalid ? `outline: 3px solid ${theme.color.focus}; outline-offset: 2px;` : '')}
  }
  /* Out of capacity: a greyed, flat, dashed box, so it reads as unavailable at a glance. */
  ${({ theme, $disabled }) =>
    $disabled &&
    `
    border-style: dashed;
    border-color: ${theme.color.borderStrong};
    background: ${theme.color.surfaceMuted};
    box-shadow: none;
    input::placeholder {
      color: ${theme.color.textTertiary};
      opacity: 0.7;
    }
    button:disabled {
      opacity: 1;
      background: ${theme.color.borderStrong};
      color: ${theme.color.textSecondary};
    }
  `}
  ${above('tablet')} {
    flex-direction: row;
    align-items: center;
  }
`;

const QuestionInput = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 48px;
  padding: 0 ${space('sm')};
  border: 0;
  background: transparent;
  color: ${s('text')};
  font-size: ${({ theme }) => theme.fontSize.lg};
  &::placeholder {
    color: ${s('textTertiary')};
  }
  &:focus,
  &:focus-visible {
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const Submit = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space('xs')};
  min-height: 48px;
  padding: 0 ${space('lg')};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${s('primary')};
  color: ${s('onPrimary')};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  font-size: ${({ theme }) => theme.fontSize.md};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${s('primaryHover')};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space('xs')};
  padding: 0 ${space('xs')};
`;

const Rule = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${s('textSecondary')};
`;

const WordCount = styled.span<{ $over: boolean }>`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme, $over }) => ($over ? theme.color.danger : theme.color.textSecondary)};
  font-variant-numeric: tabular-nums;
`;

const Warning = styled.p`
  padding: ${space('sm')} ${space('md')};
  border-radius: ${({ theme }) => theme.radius.md}px;
  border: 1px solid ${s('danger')};
  background: ${s('dangerSoft')};
  color: ${s('danger')};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

const Capacity = styled.p`
  padding: ${space('sm')} ${space('md')};
  border-radius: ${({ theme }) => theme.radius.md}px;
  border: 1px solid ${s('border')};
  background: ${s('accentSoft')};
  color: ${s('text')};
  a {
    color: ${s('primary')};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;
