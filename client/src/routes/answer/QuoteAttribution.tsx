import { episodeSubject } from '@common/episode-title';
import type { Quote } from '@common/quote';
import { displayTimestamp } from '@common/timestamps';

/**
 * Who says a quote, in which episode and when: "Guest · Episode 4: Subject · 12:30", the
 * title without its " | Guest (Company)" suffix, which would name the guest twice. A quote
 * of an episode without a guest starts at the episode, with no separator before it, and
 * keeps the whole title.
 */
export function QuoteAttribution({ quote, title }: { quote: Quote; title: string | null | undefined }) {
  const shown = title && quote.guest ? episodeSubject(title) : title;
  return (
    <>
      {quote.guest && (
        <>
          <strong>{quote.guest}</strong> ·{' '}
        </>
      )}
      Episode {quote.episode}
      {shown ? `: ${shown}` : ''} · {displayTimestamp(quote.timestamp, quote.estimated)}
    </>
  );
}
