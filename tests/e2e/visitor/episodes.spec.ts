import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { holdOperation, expect, gql, mockOperation, screenshots, signInAsAdmin, test } from './support';

const TRANSCRIPT = [
  'Maya Ortiz (00:00)',
  'Welcome back to the show. Today we talk about onboarding emails and what they should say.',
  '',
  'Guest Person (00:20)',
  'The first email should do one thing only: get the user to the moment the product pays off.',
].join('\n');

/** Answers the episode page's query with an episode of these fields (no date, length or links). */
function mockEpisode(page: Page, episode: { number: number; title: string; guest: string | null; transcriptText: string | null }) {
  return mockOperation(page, 'EpisodeByNumber', {
    data: {
      episodeByNumber: {
        __typename: 'Episode',
        id: '5b0c6f8e-2a43-4c1e-9d7a-3e8f9a0b1c2d',
        publishedDate: null,
        duration: null,
        youtubeLink: null,
        spotifyLink: null,
        appleLink: null,
        substackLink: null,
        ...episode,
      },
    },
  });
}

test.describe('episodes', () => {
  test('lists the episodes in cards, with placeholders while loading', async ({ page }) => {
    const release = await holdOperation(page, 'EpisodeList');
    await page.goto('/episodes');
    await expect(page).toHaveTitle('Episodes - Horizons Podcast Q&A');
    await expect(page.getByRole('heading', { name: 'All Episodes' })).toBeVisible();
    await expect(page.getByText('Browse all episodes of the Horizons Podcast.')).toBeVisible();
    await expect(page.getByTestId('skeleton')).toHaveCount(9);
    release();

    const card = page.getByRole('link', { name: /EP 6\b/ });
    await expect(card).toBeVisible();
    await expect(card).toContainText('October 7, 2025');
    await expect(card).toContainText('How to build a brand people want to belong to');
    await expect(card).toContainText('Lucía Ferrante');
    await expect(card).toContainText('14:08');
    // A screen reader hears what the clock icon shows: the length, not a time of day.
    await expect(card).toHaveAccessibleName(/Lucía Ferrante Duration 14:08$/);
    await screenshots(page, 'episodes');
  });

  test('a long guest name wraps beside its icon, which keeps its size', async ({ page }) => {
    const episode = (number: number, guest: string) => ({
      __typename: 'Episode',
      id: `5b0c6f8e-2a43-4c1e-9d7a-3e8f9a0b1c${number}`,
      number,
      title: `Episode ${number}`,
      guest,
      publishedDate: '2025-11-01',
      duration: '01:12',
    });
    await mockOperation(page, 'EpisodeList', {
      data: { episodes: [episode(78, 'Maximiliana Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh-Cholmondeley'), episode(79, 'Ada')] },
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/episodes');
    const icons = page.getByRole('link', { name: /EP 7[89]\b/ }).locator('svg');
    await expect(icons).toHaveCount(4);
    for (const icon of await icons.all()) expect((await icon.boundingBox())!.width).toBe(16);
    await screenshots(page, 'episodes-long-guest');
  });

  test('says in plain words when the list cannot load, and loads it on Try again', async ({ page }) => {
    // A proxy's error page, not a GraphQL answer: the reader gets a sentence, not the client library's text.
    let failing = true;
    await page.route('**/graphql', async (route) => {
      if (!failing || !route.request().postData()?.includes('EpisodeList')) return route.fallback();
      await route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad Gateway</body></html>' });
    });
    await page.goto('/episodes');
    await expect(page.getByText('Episodes could not be loaded')).toBeVisible();
    await expect(page.getByText('The server could not complete the request (HTTP 502). Please try again.')).toBeVisible();
    await expect(page.getByText(/Response not successful|status code/)).toHaveCount(0);
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('link', { name: /EP 6\b/ })).toBeVisible();
  });

  test("'Load More Episodes' shows while a full page came back, and adds 9", async ({ page, request }) => {
    await signInAsAdmin(request);
    const base = 1000 + randomInt(0, 8000) * 10;
    for (let i = 0; i < 4; i++) {
      await gql(request, 'mutation Create($input: CreateEpisodeInput!) { createEpisode(input: $input) { episode { id } } }', {
        input: {
          number: base + i,
          title: `Onboarding emails that work, part ${i + 1}`,
          guest: 'Guest Person',
          publishedDate: '2026-01-0' + (i + 1),
          youtubeLink: i === 0 ? 'https://www.youtube.com/watch?v=abcdefghijk' : '',
          substackLink: i === 0 ? 'https://horizons.substack.com/p/onboarding' : '',
          transcriptText: TRANSCRIPT,
        },
      });
    }
    const total = (await gql<{ episodes: unknown[] }>(request, '{ episodes(limit: 1000) { id } }')).episodes.length;
    expect(total).toBeGreaterThanOrEqual(10);

    await page.goto('/episodes');
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(9);
    // While the next ones load, the button stays where it is, busy, with the keyboard's focus.
    const releaseMore = await holdOperation(page, 'EpisodeList');
    const more = page.getByRole('button', { name: 'Load More Episodes' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-busy', 'true');
    await expect(more).toBeFocused();
    releaseMore();
    await expect(cards).toHaveCount(Math.min(total, 18));
    await expect(page.getByRole('button', { name: 'Load More Episodes' })).toHaveCount(total >= 18 ? 1 : 0);
    // Then the first card it added has the focus: Tab goes on through the new cards, not past them (the button may be gone).
    await expect(cards.nth(9).getByRole('link')).toBeFocused();

    // The episode with links shows its link buttons, only those it has.
    await page.getByRole('link', { name: new RegExp(`EP ${base}\\b`) }).click();
    await expect(page).toHaveURL(`/episodes/${base}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Watch on Youtube' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abcdefghijk');
    await expect(main.getByRole('link', { name: 'Substack' })).toHaveAttribute('href', 'https://horizons.substack.com/p/onboarding');
    await expect(main.getByRole('link', { name: 'Listen on Spotify' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Apple Podcasts' })).toHaveCount(0);

    // Back from the episode, and a refresh, show as many episodes as before.
    await page.goBack();
    await expect(page).toHaveURL('/episodes?shown=18');
    await expect(cards).toHaveCount(Math.min(total, 18));
    await page.reload();
    await expect(cards).toHaveCount(Math.min(total, 18));
  });

  test('shows an episode with its transcript in paragraphs, each linked to its time', async ({ page }) => {
    await page.goto('/episodes/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to price and package a B2B SaaS product | Priya Lindqvist (Ledgerline)');
    await expect(page).toHaveTitle('How to price and package a B2B SaaS product | Priya Lindqvist (Ledgerline) - Horizons Podcast');
    await expect(page.getByText('EP 1', { exact: true })).toBeVisible();
    await expect(page.getByText('January 14, 2025')).toBeVisible();
    await expect(page.getByText('with Priya Lindqvist')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Duration 16:25');
    await expect(page.getByRole('heading', { name: 'Transcript' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Link to 01:00' })).toBeVisible();
    await screenshots(page, 'episode');

    await page.getByRole('link', { name: 'Link to 01:00' }).click();
    await expect(page).toHaveURL('/episodes/1#t=01:00');
    await expect(page.locator('[data-highlighted="true"]')).toContainText('Thanks, Maya.');
  });

  test('opens at a transcript time from a link', async ({ page }) => {
    await page.goto('/episodes/1#t=01:10');
    // 01:10 falls in the turn that starts at 01:08.
    const highlighted = page.locator('[data-highlighted="true"]');
    await expect(highlighted).toContainText('01:08');
    await expect(highlighted).toBeInViewport();
  });

  test('says when an episode has no transcript', async ({ page }) => {
    await mockEpisode(page, { number: 77, title: 'An episode without a transcript', guest: null, transcriptText: null });
    await page.goto('/episodes/77');
    await expect(page.getByText('Transcript not available for this episode.')).toBeVisible();
  });

  test("a long speaker name wraps beside its paragraph's time, which stays on one line", async ({ page }) => {
    const speaker = 'Maximiliana Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh';
    await mockEpisode(page, { number: 78, title: 'An episode with a long name', guest: speaker, transcriptText: TRANSCRIPT.replace('Guest Person', speaker) });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/episodes/78');
    const short = await page.getByRole('link', { name: 'Link to 00:00' }).boundingBox();
    const long = await page.getByRole('link', { name: 'Link to 00:20' }).boundingBox();
    await expect(page.getByRole('heading', { level: 3, name: speaker })).toBeVisible();
    // The same height as the time beside a short name: one line, not "00", ":2", "0".
    expect(long!.height).toBeLessThanOrEqual(short!.height + 1);
    await screenshots(page, 'episode-long-speaker');
  });

  test('an administrator edits any episode from its page; visitors see no such link', async ({ page }) => {
    await page.goto('/episodes/3');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit episode' })).toHaveCount(0);

    await signInAsAdmin(page.request);
    await page.goto('/episodes/3');
    await expect(page.getByRole('link', { name: 'Edit episode' })).toBeVisible();
    await screenshots(page, 'episode-as-admin');
    await page.getByRole('link', { name: 'Edit episode' }).click();
    await expect(page).toHaveURL(/\/admin\/episodes\/edit\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel('Episode number')).toHaveValue('3');
  });

  test('an unknown episode: the not-found screen, and status 404', async ({ page }) => {
    const res = await page.goto('/episodes/99999');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Episode Not Found' })).toBeVisible();
    await expect(page.getByText("The episode you're looking for doesn't exist.")).toBeVisible();
    await expect(page).toHaveTitle('Episode - Horizons Podcast');
    await screenshots(page, 'episode-not-found');
    await page.getByRole('link', { name: 'Back to Episodes' }).click();
    await expect(page).toHaveURL('/episodes');
  });
});
