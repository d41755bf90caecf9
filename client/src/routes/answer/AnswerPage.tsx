import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams, type NavigateFunction } from 'react-router-dom';
import { queryDecodes } from '@common/address';
import { isNoInformationAnswer } from '@common/answer';
import { questionError } from '@common/question';
import { isUuidLike } from '@common/slug';
import { paths } from '../../app/paths';
import { useSite } from '../../app/site';
import { useNoindex, usePageMeta } from '../../lib/document-meta';
import { toast } from '../../ui/toast';
import { AnswerBySlugDocument, RecordPromptViewDocument } from './answer.documents';
import { AnswerLoading } from './AnswerLoading';
import { AnswerSkeleton } from './AnswerSkeleton';
import { AnswerView } from './AnswerView';
import { RateLimitPanel } from './RateLimitPanel';
import { useAskQuestion } from './useAskQuestion';

/** Set when the page was reached right after asking: the answer is new, not a view of a saved one. */
interface AnswerLocationState {
  fresh?: boolean;
}

/** Delay between the progress bar reaching 100 and the answer. */
const DONE_PAUSE_MS = 350;

/** SPEC §2 Answer page: /answer/{slug} (saved) or /answer?question=… (new). */
export function AnswerPage() {
  const { slug } = useParams();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const question = params.get('question')?.trim() ?? '';
  if (slug) return <SavedAnswer key={slug} slug={slug} />;
  // URLSearchParams reads `%E0%A4%A` as "\uFFFD%A": a question nobody asked, never sent (the REST API refuses such an address too).
  if (!queryDecodes(search)) return <UnreadableQuestion />;
  if (!question) return <MissingQuestion />;
  const problem = questionError(question);
  return problem ? <RefusedQuestion question={question} problem={problem} /> : <NewAnswer key={question} question={question} />;
}

/** Home with a toast; `question` goes back into the question box. */
function goHome(navigate: NavigateFunction, title: string, description: string, question?: string) {
  toast({ title, description, variant: 'destructive' });
  void navigate(paths.home(), { replace: true, state: question === undefined ? undefined : { question } });
}

/** A question in the address that the rules refuse (over 20 words, no words at all…): the reason, and home to fix it. */
function RefusedQuestion({ question, problem }: { question: string; problem: string }) {
  const navigate = useNavigate();
  useEffect(() => goHome(navigate, 'Invalid question', problem, question), [navigate, problem, question]);
  return null;
}

/** A question in the address that cannot be read (a malformed percent-escape): nothing is asked; home to type it again. */
function UnreadableQuestion() {
  const navigate = useNavigate();
  useEffect(
    () =>
      goHome(
        navigate,
        'Invalid link',
        "This link's question could not be read: it holds a malformed percent-escape (such as %ZZ). Please type your question again.",
      ),
    [navigate],
  );
  return null;
}

function MissingQuestion() {
  const navigate = useNavigate();
  useEffect(() => goHome(navigate, 'Missing question', 'Please provide a question to search for.'), [navigate]);
  return null;
}

function NewAnswer({ question }: { question: string }) {
  const site = useSite();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { state, resetAndRetry } = useAskQuestion(question);
  usePageMeta({ title: `${question} - ${site.podcastName} Q&A` });

  useEffect(() => {
    // The question goes back into the box: to ask again, or to reword it.
    if (state.status === 'failed') return goHome(navigate, 'Error', 'Failed to get an answer. Please try again later.', question);
    if (state.status !== 'answered') return;
    const { answer, slug, promptId, sources, isPublished } = state.result;
    if (isNoInformationAnswer(answer)) {
      return goHome(
        navigate,
        'Insufficient information',
        "We couldn't find relevant information about that topic in our podcasts. Please try a different question.",
        question,
      );
    }
    // The saved-answer page reads this from the cache instead of asking the server again.
    client.writeQuery({
      query: AnswerBySlugDocument,
      variables: { slug },
      data: {
        __typename: 'Query',
        promptBySlug: {
          __typename: 'Prompt',
          id: promptId,
          slug,
          text: question,
          isPublished,
          response: { __typename: 'Response', fullResponse: answer, sources: { __typename: 'Sources', quotes: sources.quotes } },
        },
      },
    });
    const timer = window.setTimeout(
      () => void navigate(paths.answer(slug), { replace: true, state: { fresh: true } satisfies AnswerLocationState }),
      DONE_PAUSE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [state, navigate, client, question]);

  if (state.status === 'rateLimited') {
    return (
      <RateLimitPanel
        resetting={state.resetting}
        detail={state.message}
        offer={state.offer}
        resetRefusal={state.resetRefusal}
        onReset={() => void resetAndRetry()}
      />
    );
  }
  return <AnswerLoading question={question} done={state.status === 'answered'} />;
}

function SavedAnswer({ slug }: { slug: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const fresh = (location.state as AnswerLocationState | null)?.fresh === true;
  const invalid = isUuidLike(slug);
  const { data, error } = useQuery(AnswerBySlugDocument, { variables: { slug }, skip: invalid });
  const [recordView] = useMutation(RecordPromptViewDocument);
  const counted = useRef(false);
  const prompt = data?.promptBySlug;
  const response = prompt?.response;
  const missing = Boolean(error) || (data !== undefined && !response);
  const noInformation = response ? isNoInformationAnswer(response.fullResponse) : false;
  // A former address of an answer whose slug an administrator changed: its link keeps working, at the new address.
  const moved = prompt && prompt.slug !== slug ? prompt.slug : null;
  // An answer waiting to be published is reachable by its link but kept out of search engines.
  useNoindex(prompt ? !prompt.isPublished : undefined);

  useEffect(() => {
    if (invalid) return goHome(navigate, 'Invalid URL Format', 'This URL format is no longer supported. Please use the search function.');
    if (missing) return goHome(navigate, 'Error', 'The prompt could not be found or loaded.');
    if (noInformation) {
      return goHome(
        navigate,
        'Insufficient information',
        "We couldn't find relevant information about that topic in our podcasts. Please try a different question.",
        prompt?.text,
      );
    }
  }, [invalid, missing, noInformation, navigate, prompt?.text]);

  useEffect(() => {
    if (moved) void navigate(paths.answer(moved), { replace: true });
  }, [moved, navigate]);

  // A view of a saved answer counts once (at its current address); the answer just asked does not.
  useEffect(() => {
    if (!prompt || fresh || counted.current || moved) return;
    counted.current = true;
    recordView({ variables: { id: prompt.id } }).catch(() => undefined);
  }, [prompt, fresh, moved, recordView]);

  if (invalid || missing || noInformation) return null;
  if (!prompt || !response || moved) return <AnswerSkeleton />;
  return <AnswerView question={prompt.text} slug={prompt.slug} markdown={response.fullResponse} quotes={response.sources.quotes} />;
}
