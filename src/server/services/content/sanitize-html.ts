/**
 * Rich text of projects and cases (and any other HTML the server stores): only what the Quill
 * editor produces survives. DOMPurify on a jsdom window, with an allowlist:
 *
 * - elements: p, br, strong, em, u, s, ol, ul, li, a, h1–h3, blockquote, span; everything else
 *   is removed (script, style, svg, math, iframe, img, form… with their content where it could run);
 * - attributes: `class` (only Quill's own ql-* values: alignment, direction, indent, size, font),
 *   `href` (only https: and mailto:), and on links `rel="noopener noreferrer"` + `target="_blank"`,
 *   always set by the server; no style, no event handlers, no data-* or aria-*.
 *
 * A public page shows the result with its left-to-right runs (phone numbers, addresses) isolated
 * in `<bdi dir="ltr">` (`sanitizeHtmlForPage`): added to the sanitized tree as new elements
 * holding its own text nodes, so nothing of the input becomes markup that was not there.
 */
import { createRequire } from 'node:module';
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import type * as Jsdom from 'jsdom';
import { ltrRunsOf } from '../../../shared/ltr-runs';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'u', 's', 'ol', 'ul', 'li', 'a', 'h1', 'h2', 'h3', 'blockquote', 'span'];
const ALLOWED_ATTR = ['class', 'href', 'rel', 'target'];

/** The classes Quill writes: ql-align-*, ql-direction-*, ql-indent-N, ql-size-*, ql-font-*. */
const QUILL_CLASS = /^ql-(?:align-(?:left|right|center|justify)|direction-(?:rtl|ltr)|indent-[1-8]|size-(?:small|large|huge)|font-(?:serif|monospace))$/;

/** Links may only point to the web over TLS or to an email address. */
const ALLOWED_URI = /^(?:https:|mailto:)/i;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SAFE_FOR_XML: true,
  WHOLE_DOCUMENT: false,
  RETURN_TRUSTED_TYPE: false,
  KEEP_CONTENT: true,
  FORBID_TAGS: ['style', 'script', 'svg', 'math', 'iframe', 'img', 'form', 'input', 'button', 'object', 'embed', 'template'],
  FORBID_ATTR: ['style'],
};

let purifier: { purify: DOMPurify; window: Jsdom.DOMWindow } | undefined;

/**
 * jsdom is required on first use, not imported: loading it is about half of the server's
 * start (some 2 s of module loading), and most runs of the server (a desktop session, a test
 * host) store no rich text at all.
 */
function loadJsdom(): typeof Jsdom {
  return createRequire(__filename)('jsdom') as typeof Jsdom;
}

function instance(): { purify: DOMPurify; window: Jsdom.DOMWindow } {
  if (purifier) return purifier;
  const { window } = new (loadJsdom().JSDOM)('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'class') {
      const kept = data.attrValue.split(/\s+/).filter((name) => QUILL_CLASS.test(name));
      if (kept.length === 0) data.keepAttr = false;
      else data.attrValue = kept.join(' ');
    }
    // rel and target are the server's to set (below), never taken from the input.
    if (data.attrName === 'rel' || data.attrName === 'target') data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    if (node.hasAttribute('href')) {
      node.setAttribute('rel', 'noopener noreferrer');
      node.setAttribute('target', '_blank');
    }
  });
  purifier = { purify, window };
  return purifier;
}

/** The HTML with everything but the Quill allowlist removed. Empty or absent input gives ''. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return instance().purify.sanitize(html, CONFIG) as string;
}

/** The class of an isolated run of digits, which the page keeps on one line ('800-' / '4242' is misread). */
export const NUMBER_RUN_CLASS = 'ltr-number';

/**
 * `sanitizeHtml` as a page shows it: each left-to-right run of its text (ltr-runs.ts) in a
 * `<bdi dir="ltr">`, a run of digits also with the class NUMBER_RUN_CLASS.
 */
export function sanitizeHtmlForPage(html: string | null | undefined): string {
  if (!html) return '';
  const { purify, window } = instance();
  const { document } = window;
  const tree = purify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true }) as DocumentFragment;
  const walker = document.createTreeWalker(tree, window.NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
  for (const text of texts) isolateRuns(text, document);
  const holder = document.createElement('div');
  holder.append(tree);
  return holder.innerHTML;
}

/** Replaces a text node by its text with each run in a `<bdi dir="ltr">`. */
function isolateRuns(node: Text, document: Document): void {
  const text = node.data;
  const runs = ltrRunsOf(text);
  if (runs.length === 0) return;
  const parts: Node[] = [];
  let at = 0;
  for (const run of runs) {
    if (run.start > at) parts.push(document.createTextNode(text.slice(at, run.start)));
    const bdi = document.createElement('bdi');
    bdi.setAttribute('dir', 'ltr');
    if (run.kind === 'number') bdi.className = NUMBER_RUN_CLASS;
    bdi.textContent = text.slice(run.start, run.end);
    parts.push(bdi);
    at = run.end;
  }
  if (at < text.length) parts.push(document.createTextNode(text.slice(at)));
  node.replaceWith(...parts);
}
