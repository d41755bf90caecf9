import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript, renderHead, renderIndexHtml } from './site-html.js';

const template = `<!doctype html><html><head><meta charset="UTF-8" />
    <!--app-head-->
    <title>Horizons Podcast Q&amp;A</title>
  </head><body><div id="root"></div><!--app-config--></body></html>`;

describe('renderIndexHtml', () => {
  it('puts the page head in place of the marker and drops the template title', () => {
    const html = renderIndexHtml(
      template,
      { title: 'How to price? - Horizons Podcast Q&A', canonical: 'https://qa.example.com/answer/how-to-price' },
      'Horizons Podcast Q&A',
      {
        podcastName: 'Horizons Podcast',
      },
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>How to price? - Horizons Podcast Q&amp;A</title>');
    expect(html).toContain('<link rel="canonical" href="https://qa.example.com/answer/how-to-price" />');
    expect(html).toContain('<script type="application/json" id="site-config">{"podcastName":"Horizons Podcast"}</script>');
    // No inline script that the Content-Security-Policy would have to allow: only data blocks.
    expect(html.match(/<script(?![^>]*type="application\/(ld\+)?json")[^>]*>/g)).toBeNull();
    expect(html).not.toContain('<!--app-');
  });

  it('keeps "$" sequences of the content as they are', () => {
    const html = renderIndexHtml(template, { title: "Pricing at $& and $' - Q&A" }, 'Q&A', {});
    expect(html).toContain('<title>Pricing at $&amp; and $&#39; - Q&amp;A</title>');
  });
});

describe('renderHead', () => {
  it('escapes text and renders OpenGraph, robots and JSON-LD', () => {
    const head = renderHead(
      {
        title: '<script>alert(1)</script> "quoted"',
        description: 'A & B',
        canonical: 'https://qa.example.com/x',
        type: 'article',
        noindex: true,
        jsonLd: { name: '</script><script>alert(1)</script>' },
      },
      'Site',
    );
    expect(head).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot;</title>');
    expect(head).toContain('<meta name="description" content="A &amp; B" />');
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).toContain('<meta property="og:type" content="article" />');
    expect(head).toContain('<meta property="og:url" content="https://qa.example.com/x" />');
    expect(head).not.toContain('</script><script>');
    expect(head).toContain('\\u003c/script\\u003e');
  });
});

describe('escaping', () => {
  it('escapes HTML special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('writes JSON that cannot end a script element', () => {
    const json = jsonForScript({ text: '</script><!-- \u2028' });
    expect(json).not.toMatch(/<|>|\u2028/);
    expect(JSON.parse(json)).toEqual({ text: '</script><!-- \u2028' });
  });
});
