import { DEMO_QUESTIONS, holdOperation, expect, gql, mockOperation, screenshots, test } from './support';

interface Listed {
  prompts: { slug: string; text: string }[];
}

test.describe('related answers', () => {
  test('under the sources: skeletons while loading, then up to 5 links to other published answers', async ({ page, request }) => {
    const own = (await gql<Listed>(request, '{ prompts(limit: 1000) { slug text } }')).prompts.find((p) => p.text === DEMO_QUESTIONS[1]);
    expect(own, 'the demo pricing answer is published').toBeDefined();

    const release = await holdOperation(page, 'RelatedPrompts');
    await page.goto(`/answer/${own!.slug}`);
    const related = page.getByRole('region', { name: 'Related Answers' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(own!.text);
    await expect(related.getByTestId('skeleton').first()).toBeVisible();
    await expect(related).toHaveAttribute('aria-busy', 'true');
    release();

    const links = related.getByRole('link');
    await expect(links.first()).toBeVisible();
    await expect(related).toHaveAttribute('aria-busy', 'false');
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    // Other tests publish answers meanwhile: the published list is read after the links.
    const published = new Set((await gql<Listed>(request, '{ prompts(limit: 1000) { slug } }')).prompts.map((p) => p.slug));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.length).toBeLessThanOrEqual(5);
    for (const href of hrefs) {
      const slug = decodeURIComponent(href.replace(/^\/answer\//, ''));
      expect(slug).not.toBe(own!.slug);
      expect(published.has(slug), `${slug} is a published answer`).toBe(true);
    }
    // The section sits after the sources.
    const sourcesBox = await page.getByRole('region', { name: 'All Sources' }).boundingBox();
    const relatedBox = await related.boundingBox();
    expect(relatedBox!.y).toBeGreaterThan(sourcesBox!.y);

    await related.scrollIntoViewIfNeeded();
    await screenshots(page, 'answer-related');
    // The section alone, readable at both widths.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await related.screenshot({ path: `test-results/screenshots/visitor-answer-related-section-${width}.png` });
    }

    const first = links.first();
    const text = await first.locator('span').first().textContent();
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text!);
  });

  test('is left out when there are no related answers', async ({ page, request }) => {
    const { prompts } = await gql<Listed>(request, '{ prompts(limit: 1) { slug text } }');
    await mockOperation(page, 'RelatedPrompts', { data: { relatedPrompts: [] } });
    await page.goto(`/answer/${prompts[0]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(prompts[0]!.text);
    await expect(page.getByRole('region', { name: 'All Sources' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Related Answers' })).toHaveCount(0);
  });
});
