import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useNoindex } from './document-meta';

const robots = () => [...document.head.querySelectorAll('meta[name="robots"]')].map((m) => m.getAttribute('content'));

describe('useNoindex', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('adds the robots noindex tag while the page is shown and removes it when it goes', () => {
    const { unmount } = renderHook(() => useNoindex(true));
    expect(robots()).toEqual(['noindex']);
    unmount();
    expect(robots()).toEqual([]);
  });

  it('reuses the tag the server rendered rather than adding a second one', () => {
    document.head.innerHTML = '<meta name="robots" content="noindex">';
    renderHook(() => useNoindex(true));
    expect(robots()).toEqual(['noindex']);
  });

  it('removes a noindex tag left by the server once the page is indexable (an answer just published)', () => {
    document.head.innerHTML = '<meta name="robots" content="noindex">';
    const { rerender } = renderHook(({ noindex }) => useNoindex(noindex), { initialProps: { noindex: true } });
    rerender({ noindex: false });
    expect(robots()).toEqual([]);
  });
});

describe('useNoindex while not known yet', () => {
  it('leaves the head as the server rendered it', () => {
    document.head.innerHTML = '<meta name="robots" content="noindex">';
    renderHook(() => useNoindex(undefined));
    expect(robots()).toEqual(['noindex']);
  });
});
