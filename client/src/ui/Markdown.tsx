import type { Nodes as HastNodes, Root as HastRoot } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import type { Nodes as MdastNodes, Root as MdastRoot } from 'mdast';
import { useMemo, type ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeSanitize from 'rehype-sanitize';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import styled from 'styled-components';
import { unified } from 'unified';
import { sanitizeUrl } from '../lib/sanitize-url';
import { s, space } from '../theme/helpers';

export type MarkdownComponents = Components;

/** SPEC §1: link and image addresses with an unsafe protocol become ''. */
function remarkSafeUrls() {
  const visit = (node: MdastNodes) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') node.url = sanitizeUrl(node.url);
    if ('children' in node) node.children.forEach(visit);
  };
  return (tree: MdastRoot) => visit(tree);
}

/** An image whose address was emptied loses the attribute: an empty src would load the page itself. */
function rehypeDropEmptySrc() {
  const visit = (node: HastNodes) => {
    if (node.type === 'element' && node.properties.src === '') delete node.properties.src;
    if ('children' in node) node.children.forEach(visit);
  };
  return (tree: HastRoot) => visit(tree);
}

const processor = unified().use(remarkParse).use(remarkSafeUrls).use(remarkRehype).use(rehypeSanitize).use(rehypeDropEmptySrc);

/** Markdown → sanitised HTML tree (raw HTML in the markdown is dropped). */
export function markdownToHast(markdown: string): HastRoot {
  return processor.runSync(processor.parse(markdown));
}

interface MarkdownProps {
  children: string;
  /** Replace elements, e.g. `{ blockquote: MyQuote }`; they receive the hast `node` too. */
  components?: MarkdownComponents;
  className?: string;
}

/** Renders markdown as sanitised, styled prose. */
export function Markdown({ children, components, className }: MarkdownProps) {
  const content = useMemo(
    // The library types its result with the global JSX namespace, which React 19 no longer declares.
    () => toJsxRuntime(markdownToHast(children), { Fragment, jsx, jsxs, components, passNode: true }) as ReactNode,
    [children, components],
  );
  return <Prose className={className}>{content}</Prose>;
}

/** Reading styles for rendered markdown. */
export const Prose = styled.div`
  color: ${s('text')};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.relaxed};
  overflow-wrap: anywhere;

  > * + * {
    margin-top: ${space('md')};
  }
  h1,
  h2,
  h3,
  h4 {
    margin-top: ${space('xl')};
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  h3,
  h4 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  > :first-child {
    margin-top: 0;
  }
  p,
  ul,
  ol {
    margin-bottom: 0;
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  li + li {
    margin-top: ${space('xs')};
  }
  a {
    color: ${s('primary')};
    text-underline-offset: 2px;
  }
  strong {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.9em;
    background: ${s('surfaceMuted')};
    padding: 1px 5px;
    border-radius: ${({ theme }) => theme.radius.sm}px;
  }
  pre {
    overflow-x: auto;
    background: ${s('surfaceMuted')};
    padding: ${space('md')};
    border-radius: ${({ theme }) => theme.radius.md}px;
  }
  pre code {
    background: none;
    padding: 0;
  }
  > blockquote {
    margin: 0;
    padding-left: ${space('md')};
    border-left: 3px solid ${s('borderStrong')};
    color: ${s('textSecondary')};
  }
  hr {
    border: 0;
    border-top: 1px solid ${s('border')};
  }
  img {
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md}px;
  }
`;
