import type { Page } from '@playwright/test';
import { ask, DEMO_QUESTIONS, expect, mockOperation, screenshots, test } from './support';

/**
 * Issue 10, the answer page: the navigator's jumps and section detection below the sticky
 * header (SPEC §9: 100 px and 20 px), a navigator that never covers the text or the footer
 * and comes early in the tab order, the meta description from the answer's lead, and the
 * placeholder video at the quote's second.
 */

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Where things are on screen (the test code compiles without DOM types, so the page runs a string). */
const layout = (page: Page, sectionId: string) =>
  page.evaluate<{ header: Box; nav: Box; article: Box; footer: Box; section: Box; atEnd: boolean; navBackground: string }>(`(() => {
    const box = (el) => { const r = el.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; };
    const nav = document.querySelector('nav[aria-label="Answer sections"]');
    return {
      header: box(document.querySelector('[data-site-header]')),
      nav: box(nav),
      article: box(document.querySelector('article')),
      footer: box(document.querySelector('footer')),
      section: box(document.getElementById(${JSON.stringify(sectionId)})),
      atEnd: Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
      navBackground: getComputedStyle(nav).backgroundColor,
    };
  })()`);

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test.describe('answer page layout', () => {
  test.beforeEach(async ({ page }) => {
    // Jumps without smooth scrolling, so positions can be read at once.
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  for (const width of [1280, 390]) {
    test(`at ${width} px: jumps land 20 px below what sticks at the top, the navigator never covers the text or the footer`, async ({ page, request }) => {
      const asked = await ask(request, DEMO_QUESTIONS[0]);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/answer/${asked.slug}`);
      const nav = page.getByRole('navigation', { name: 'Answer sections' });
      await expect(nav.getByRole('button')).toHaveText(['TL;DR', 'Answer', 'Quotes']);
      const rail = width >= 1200;

      for (const [label, id] of [
        ['Answer', 'answer'],
        ['Quotes', 'quotes'],
        ['TL;DR', 'tldr'],
        ['Answer', 'answer'],
      ] as const) {
        await nav.getByRole('button', { name: label }).click();
        await expect(nav.getByRole('button', { name: label })).toHaveAttribute('aria-current', 'true');
        await expect(page.locator(`#${id}`)).toBeFocused();
        const at = await layout(page, id);
        // What covers the top: the sticky header, plus the navigator where it is a band.
        const covered = rail ? at.header.bottom : at.nav.bottom;
        if (!rail) expect(Math.abs(at.nav.top - at.header.bottom)).toBeLessThanOrEqual(1);
        // SPEC §9: the section starts 20 px below it (lower only when the page cannot scroll further).
        if (at.atEnd) expect(at.section.top).toBeGreaterThanOrEqual(covered + 20 - 1);
        else expect(Math.abs(at.section.top - (covered + 20))).toBeLessThanOrEqual(1);
        if (rail) expect(at.nav.right).toBeLessThanOrEqual(at.article.left);
      }
      const band = await layout(page, 'answer');
      if (rail) {
        // Beside the text at every point of the page: never over it.
        for (const y of [0, 600, 1200]) {
          await page.evaluate(`window.scrollTo(0, ${y})`);
          const at = await layout(page, 'answer');
          expect(overlap(at.nav, at.article)).toBe(false);
        }
      } else {
        // A band under the header, opaque, so no text shows through it.
        expect(band.navBackground).not.toMatch(/rgba\(.*, 0\)|transparent/);
      }
      await page.screenshot({ path: `test-results/screenshots/visitor-answer-navigator-${width}.png` });

      // At the end of the page the navigator has left with the answer: never over the footer.
      await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
      const end = await layout(page, 'quotes');
      expect(overlap(end.nav, end.footer)).toBe(false);
      expect(end.nav.bottom).toBeLessThanOrEqual(end.footer.top);
      await page.screenshot({ path: `test-results/screenshots/visitor-answer-page-end-${width}.png` });
    });
  }

  test('the navigator comes before the answer in the tab order', async ({ page, request }) => {
    const asked = await ask(request, DEMO_QUESTIONS[0]);
    await page.goto(`/answer/${asked.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_QUESTIONS[0]);
    const order: string[] = [];
    for (let i = 0; i < 25 && !order.includes('Back to home'); i++) {
      await page.keyboard.press('Tab');
      order.push(await page.evaluate<string>('(document.activeElement.getAttribute("aria-label") || document.activeElement.textContent || "").trim()'));
    }
    expect(order).toContain('Back to home');
    expect(order.indexOf('TL;DR')).toBeGreaterThan(-1);
    expect(order.indexOf('TL;DR')).toBeLessThan(order.indexOf('Back to home'));
    expect(order.slice(order.indexOf('TL;DR'), order.indexOf('TL;DR') + 3)).toEqual(['TL;DR', 'Answer', 'Quotes']);
  });

  test("the meta description is the plain text of the answer's lead, in the served head and on the page", async ({ page, request }) => {
    const asked = await ask(request, DEMO_QUESTIONS[0]);
    const html = await (await request.get(`/answer/${asked.slug}`)).text();
    const served = /<meta name="description" content="([^"]*)" \/>/.exec(html)?.[1] ?? '';
    await page.goto(`/answer/${asked.slug}`);
    const lead = ((await page.locator('#answer p').first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    for (const text of [
      served
        .replace(/&amp;/g, '&')
        .replace(/&#39;/g, "'")
        .replace(/&quot;/g, '"'),
      description,
    ]) {
      expect(text).not.toContain('Key Takeaways');
      expect(text).not.toMatch(/[#*_`>[\]]/);
      expect(text.length).toBeLessThanOrEqual(153);
      expect(text.startsWith(lead.slice(0, Math.min(lead.length, 60)))).toBe(true);
    }
    expect(description).toMatch(/\.\.\.$/);
  });

  test("a quote from an episode without a video link plays the placeholder video at the quote's second", async ({ page, request }) => {
    const asked = await ask(request, DEMO_QUESTIONS[0]);
    await page.goto(`/answer/${asked.slug}`);
    const quote = page.getByRole('region', { name: 'Answer', exact: true }).locator('figure').first();
    const transcriptHref = (await quote.getByTestId('transcript-link').getAttribute('href')) ?? '';
    const [minutes, seconds] = /#t=(\d{2}):(\d{2})$/.exec(transcriptHref)!.slice(1).map(Number) as [number, number];
    // The demo episodes have no video links: the default placeholder (PLACEHOLDER_VIDEO_URL) at the quote's second.
    const video = quote.getByTestId('video-link');
    await expect(video).toHaveAttribute('href', `https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=${minutes * 60 + seconds}`);
    await expect(video).toHaveAccessibleName(/^Placeholder video of episode \d+ at \d{2}:\d{2} \(opens in a new tab\)$/);
    // Alone in a screen reader's list of links, each link names its episode.
    await expect(quote.getByTestId('transcript-link')).toHaveAccessibleName(/^Transcript of episode \d+ at \d{2}:\d{2}$/);
    await expect(video).toHaveAttribute('target', '_blank');
    await screenshots(page, 'answer-placeholder-video');
  });
});

test('a long guest name or word in a source wraps: the answer page does not scroll sideways at 390 px', async ({ page }) => {
  const guest = `Maximiliana ${'Wolfeschlegelsteinhausen'.repeat(4)}`;
  const text = `Retention starts with the first week ${'onboardingcohortretention'.repeat(4)} and nothing else.`;
  await mockOperation(page, 'AnswerBySlug', {
    data: {
      promptBySlug: {
        __typename: 'Prompt',
        id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
        slug: 'a-long-guest-name',
        text: 'What does a long guest name do to the page?',
        isPublished: true,
        response: {
          __typename: 'Response',
          fullResponse: `In episode 1, ${guest} says:\n\n> ${text}`,
          sources: { __typename: 'Sources', quotes: [{ __typename: 'Quote', text, episode: 1, guest, timestamp: '01:05', estimated: null }] },
        },
      },
    },
  });
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/answer/a-long-guest-name');
  await expect(page.getByRole('heading', { name: 'All Sources' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'All Sources' }).getByText(guest)).toBeVisible();
  await screenshots(page, 'answer-long-guest');
});
