import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { resetOffer, type ResetOffer } from '@common/rate-limit';
import type { AskQuestionMutation } from '@generated/graphql';
import { isRateLimitError, rateLimitInfoOf } from '../../lib/request-errors';
import { ResetMyRateLimitDocument } from '../../lib/rate-limit.documents';
import { AskQuestionDocument } from './answer.documents';

export type AskResult = AskQuestionMutation['ask'];

export type AskState =
  | { status: 'loading' }
  | { status: 'answered'; result: AskResult }
  | {
      status: 'rateLimited';
      resetting: boolean;
      /** The server's reason for the 429. */
      message: string | null;
      /** What the panel may offer: the reset, or why not. */
      offer: ResetOffer;
      /** The server's words when it refused the reset itself. */
      resetRefusal?: string;
    }
  | { status: 'failed' };

/**
 * One request per question and attempt, even when an effect runs twice (React's
 * development checks) or the page is shown again while the answer is on its way.
 */
const inFlight = new Map<string, Promise<AskResult>>();

function askOnce(client: ApolloClient, question: string, attempt: number): Promise<AskResult> {
  const key = `${attempt}\u0000${question}`;
  let request = inFlight.get(key);
  if (!request) {
    request = client
      .mutate({ mutation: AskQuestionDocument, variables: { input: { prompt: question } } })
      .then(({ data }) => {
        if (!data) throw new Error('The answer was empty.');
        return data.ask;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, request);
  }
  return request;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : null);

/**
 * Asks a new question (SPEC §2 Answer page "With a question"); a rate limit offers the
 * demo reset while the visitor has one left today, then asks again.
 */
export function useAskQuestion(question: string) {
  const client = useApolloClient();
  const [resetMyRateLimit] = useMutation(ResetMyRateLimitDocument);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AskState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    askOnce(client, question, attempt).then(
      (result) => current && setState({ status: 'answered', result }),
      (error: unknown) =>
        current &&
        setState(
          isRateLimitError(error)
            ? { status: 'rateLimited', resetting: false, message: messageOf(error), offer: resetOffer(rateLimitInfoOf(error)) }
            : { status: 'failed' },
        ),
    );
    return () => {
      current = false;
    };
  }, [client, question, attempt]);

  const resetAndRetry = useCallback(async () => {
    setState((previous) => (previous.status === 'rateLimited' ? { ...previous, resetting: true } : previous));
    try {
      await resetMyRateLimit();
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    } catch (error) {
      // Refused (the day's resets are spent): say so in the panel instead of failing.
      if (isRateLimitError(error)) {
        setState((previous) =>
          previous.status === 'rateLimited' ? { ...previous, resetting: false, offer: 'resetsSpent', resetRefusal: messageOf(error) ?? undefined } : previous,
        );
      } else setState({ status: 'failed' });
    }
  }, [resetMyRateLimit]);

  return { state, resetAndRetry };
}
