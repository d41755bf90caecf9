import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuoteAttribution } from './QuoteAttribution';

const quote = { text: 'We shipped it on a Friday.', episode: 4, guest: 'Ada Example', timestamp: '12:30' };
const shown = (props: Parameters<typeof QuoteAttribution>[0]) => render(<QuoteAttribution {...props} />).container.textContent;

describe('QuoteAttribution', () => {
  afterEach(cleanup);

  it('names the guest, the episode with its title and the time', () => {
    expect(shown({ quote, title: 'Shipping' })).toBe('Ada Example · Episode 4: Shipping · 12:30');
    expect(shown({ quote: { ...quote, estimated: true }, title: null })).toBe('Ada Example · Episode 4 · ~12:30');
  });

  it("shows the title's subject beside the guest, without the guest suffix that would name them twice", () => {
    expect(shown({ quote, title: 'Shipping on Fridays | Ada Example (Acme)' })).toBe('Ada Example · Episode 4: Shipping on Fridays · 12:30');
  });

  it('starts at the episode when the quote names no guest, with no separator before it, and keeps the whole title', () => {
    expect(shown({ quote: { ...quote, guest: '' }, title: 'Shipping' })).toBe('Episode 4: Shipping · 12:30');
    expect(shown({ quote: { ...quote, guest: '' }, title: 'Shipping | Ada Example' })).toBe('Episode 4: Shipping | Ada Example · 12:30');
  });
});
