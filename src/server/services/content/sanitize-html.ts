/**
 * Rich text of projects and cases (and any other HTML the server stores): only what the Quill
 * editor produces survives. DOMPurify on a jsdom window, with an allowlist:
 *
 * - elements: p, br, strong, em, u, s, ol, ul, li, a, h1–h3, blockquote, span; everything else
 *   is removed (script, style, svg, math, iframe, img, form… with their content where it could run);
 * - attributes: `class` (only Quill's own ql-* values: alignment, direction, indent, size, font),
 *   `href` (only https: and mailto:), and on links `rel="noopener noreferrer"` + `target="_blank"`,
 *   always set by the server; no style, no event handlers, no data-* or aria-*.
 */
import { createRequire } from 'node:module';
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import type * as Jsdom from 'jsdom';

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

let purifier: DOMPurify | undefined;

/**
 * jsdom is required on first use, not imported: loading it is about half of the server's
 * start (some 2 s of module loading), and most runs of the server (a desktop session, a test
 * host) store no rich text at all.
 */
function loadJsdom(): typeof Jsdom {
  return createRequire(__filename)('jsdom') as typeof Jsdom;
}

function instance(): DOMPurify {
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
  purifier = purify;
  return purify;
}

/** The HTML with everything but the Quill allowlist removed. Empty or absent input gives ''. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return instance().sanitize(html, CONFIG) as string;
}
