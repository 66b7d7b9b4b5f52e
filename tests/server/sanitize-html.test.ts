/**
 * The rich-text sanitizer (services/content/sanitize-html.ts): known XSS vectors leave nothing
 * executable; what the Quill editor produces survives; as a public page shows it, phone numbers
 * and addresses are isolated left to right and nothing else is added.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { NUMBER_RUN_CLASS, sanitizeHtml, sanitizeHtmlForPage } from '../../src/server/services/content/sanitize-html';

const ALLOWED_ELEMENTS = new Set(['P', 'BR', 'STRONG', 'EM', 'U', 'S', 'OL', 'UL', 'LI', 'A', 'H1', 'H2', 'H3', 'BLOCKQUOTE', 'SPAN']);
const ALLOWED_ATTRIBUTES = new Set(['class', 'href', 'rel', 'target']);

/** What a public page's description adds: `<bdi dir="ltr">` around a left-to-right run, a run of digits with its class. */
function isIsolatedRun(element: Element): boolean {
  const attributes = [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`).sort();
  const expected = [['dir=ltr'], [`class=${NUMBER_RUN_CLASS}`, 'dir=ltr']];
  return element.tagName === 'BDI' && element.children.length === 0 && expected.some((allowed) => allowed.join() === attributes.join());
}

/** Parses the output and checks every element and attribute against the allowlist. */
function expectInert(html: string): void {
  const { document } = new JSDOM(`<body>${html}</body>`).window;
  for (const element of document.body.querySelectorAll('*')) {
    if (isIsolatedRun(element)) continue;
    expect(ALLOWED_ELEMENTS.has(element.tagName), `element ${element.tagName} in ${html}`).toBe(true);
    for (const attribute of element.attributes) {
      expect(ALLOWED_ATTRIBUTES.has(attribute.name), `attribute ${attribute.name} in ${html}`).toBe(true);
      if (attribute.name === 'href') expect(attribute.value).toMatch(/^(https:|mailto:)/i);
      if (attribute.name === 'class') for (const name of attribute.value.split(' ')) expect(name).toMatch(/^ql-/);
    }
  }
  expect(html).not.toMatch(/<script|javascript:|vbscript:|data:text|onerror|onload|onclick|<style|<svg|<iframe|<img|style=/i);
}

const VECTORS: Array<[string, string]> = [
  ['script tag', '<p>a</p><script>alert(1)</script>'],
  ['script in caps', '<SCRIPT SRC=https://evil.example/x.js></SCRIPT><p>b</p>'],
  ['event handler', '<p onclick="alert(1)" onmouseover="alert(2)">c</p>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img onerror unquoted in paragraph', '<p>x<img src="x" onerror="alert(document.cookie)"></p>'],
  ['javascript link', '<a href="javascript:alert(1)">x</a>'],
  ['javascript link with entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
  ['javascript link with tab', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['javascript link with spaces and case', '<a href="  JaVaScRiPt:alert(1)">x</a>'],
  ['data link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['vbscript link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['plain http link', '<a href="http://insecure.example.org">x</a>'],
  ['svg with script', '<svg><script>alert(1)</script></svg>'],
  ['svg onload', '<svg onload=alert(1)><circle r="1"/></svg>'],
  ['svg animate href', '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>'],
  ['mathml', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
  ['style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['style tag', '<style>body{background:url("javascript:alert(1)")}</style><p>x</p>'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object and embed', '<object data="x.swf"></object><embed src="x.swf">'],
  ['form', '<form action="https://evil.example"><input name="a"><button formaction="javascript:alert(1)">go</button></form>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['template', '<template><script>alert(1)</script></template>'],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['comment breakout', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['nested mutation', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>'],
  ['encoded angle brackets stay text', '&lt;script&gt;alert(1)&lt;/script&gt;'],
  ['data attributes', '<p data-x="javascript:alert(1)" aria-describedby="x">x</p>'],
  ['class that is not Quill', '<p class="x ql-align-right">x</p>'],
  ['target without href', '<a target="_top" rel="opener">x</a>'],
];

describe('sanitizeHtml', () => {
  it.each(VECTORS)('leaves nothing executable: %s', (_name, input) => {
    expectInert(sanitizeHtml(input));
    expectInert(sanitizeHtmlForPage(input));
  });

  it('keeps text and drops what cannot run', () => {
    expect(sanitizeHtml('<p onclick="alert(1)">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<p>x<img src=x onerror=alert(1)></p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<p class="evil ql-align-right">x</p>')).toBe('<p class="ql-align-right">x</p>');
    expect(sanitizeHtml('&lt;script&gt;')).toBe('&lt;script&gt;');
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
  });

  it('keeps what the Quill editor produces: alignment, direction, indent, lists, headings, links', () => {
    const quill = [
      '<h1 class="ql-align-center">عنوان</h1>',
      '<p class="ql-align-right ql-direction-rtl">نص <strong>عريض</strong> و<em>مائل</em> و<u>مسطر</u> و<s>مشطوب</s></p>',
      '<ol><li>one</li><li class="ql-indent-1">two</li></ol>',
      '<ul><li>a</li></ul>',
      '<blockquote>quote</blockquote>',
      '<h2>b</h2><h3>c</h3>',
      '<p><span class="ql-size-large">big</span><br></p>',
      '<p><a href="https://example.org/x?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">link</a> ',
      '<a href="mailto:info@example.org" rel="noopener noreferrer" target="_blank">mail</a></p>',
    ].join('');
    expect(sanitizeHtml(quill)).toBe(quill);
  });

  it('sets rel and target on every link itself', () => {
    expect(sanitizeHtml('<a href="https://example.org" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });
});

describe('sanitizeHtmlForPage', () => {
  it('isolates phone numbers, dates and addresses left to right, and adds nothing else', () => {
    expect(sanitizeHtmlForPage('<p class="ql-direction-rtl ql-align-right">للاستفسار: 800-4242. زوروا https://example.org/ar أو <strong>+971 4 123 4567</strong></p>')).toBe(
      '<p class="ql-direction-rtl ql-align-right">للاستفسار: <bdi dir="ltr" class="ltr-number">800-4242</bdi>. زوروا <bdi dir="ltr">https://example.org/ar</bdi> أو ' +
        '<strong><bdi dir="ltr" class="ltr-number">+971 4 123 4567</bdi></strong></p>',
    );
    expect(sanitizeHtmlForPage('<p>Wells 2025, 50 AED</p>')).toBe('<p>Wells 2025, 50 AED</p>');
  });

  it('keeps a run that looks like markup as text', () => {
    const html = sanitizeHtmlForPage('&lt;img src=x onerror=alert(1)&gt; 800-4242 &lt;/bdi&gt;&lt;script&gt;alert(1)&lt;/script&gt; https://x.example/"onmouseover="alert(1)');
    const { document } = new JSDOM(`<body>${html}</body>`).window;
    expect([...document.body.querySelectorAll('*')].every(isIsolatedRun)).toBe(true);
    expect(document.body.textContent).toBe('<img src=x onerror=alert(1)> 800-4242 </bdi><script>alert(1)</script> https://x.example/"onmouseover="alert(1)');
    expect([...document.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual(['800-4242', 'https://x.example/']);
  });
});
