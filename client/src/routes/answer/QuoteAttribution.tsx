import type { Quote } from '@common/quote';
import { displayTimestamp } from '@common/timestamps';

/**
 * Who says a quote, in which episode and when: "Guest · Episode 4: Title · 12:30". A quote
 * of an episode without a guest starts at the episode, with no separator before it.
 */
export function QuoteAttribution({ quote, title }: { quote: Quote; title: string | null | undefined }) {
  return (
    <>
      {quote.guest && (
        <>
          <strong>{quote.guest}</strong> ·{' '}
        </>
      )}
      Episode {quote.episode}
      {title ? `: ${title}` : ''} · {displayTimestamp(quote.timestamp, quote.estimated)}
    </>
  );
}
