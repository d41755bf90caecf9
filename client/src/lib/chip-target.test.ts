import { describe, expect, it, vi } from 'vitest';
import { chipTarget } from './chip-target';

describe('chipTarget', () => {
  it('goes straight to the saved answer when the chip has a slug', async () => {
    const fetchSlug = vi.fn();
    await expect(chipTarget({ id: 'p1', text: 'Q?', slug: 'how-to-price' }, fetchSlug)).resolves.toBe('/answer/how-to-price');
    expect(fetchSlug).not.toHaveBeenCalled();
  });

  it('fetches the slug first when the chip has none', async () => {
    const fetchSlug = vi.fn().mockResolvedValue('fetched-slug');
    await expect(chipTarget({ id: 'p1', text: 'Q?', slug: '' }, fetchSlug)).resolves.toBe('/answer/fetched-slug');
    expect(fetchSlug).toHaveBeenCalledWith('p1');
  });

  it('asks the chip text when fetching the slug fails or finds none', async () => {
    const failing = vi.fn().mockRejectedValue(new Error('500'));
    await expect(chipTarget({ id: 'p1', text: 'What is PLG?', slug: null }, failing)).resolves.toBe('/answer?question=What%20is%20PLG%3F');
    await expect(chipTarget({ id: 'p1', text: 'Q', slug: null }, () => Promise.resolve(null))).resolves.toBe('/answer?question=Q');
  });
});
