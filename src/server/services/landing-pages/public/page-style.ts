/**
 * All of a public page's CSS, inlined in its `<style>` (allowed by its hash, page-headers.ts): a
 * page is one request before its image. System fonts only (no font request), logical properties
 * so the same rules lay out Arabic right to left, colours with at least AA contrast in both
 * themes (`code_embed` classic and night), tap targets of at least 44 px, the few classes the
 * rich-text editor writes into a description, and runs of digits kept on one line.
 */

const QUILL_INDENTS = Array.from({ length: 8 }, (_, index) => `.desc .ql-indent-${index + 1}{padding-inline-start:${(index + 1) * 2}em}`).join('');

export const PAGE_CSS = [
  ':root{color-scheme:light;--bg:#f4f6f8;--card:#fff;--text:#1b1f24;--muted:#4a5562;--accent:#0b6e4f;--on-accent:#fff;--track:#d5dde5}',
  '.night{color-scheme:dark;--bg:#11161b;--card:#1b222a;--text:#f1f4f7;--muted:#b8c2cc;--accent:#3ddc97;--on-accent:#06241a;--track:#34414e}',
  '*{box-sizing:border-box}',
  'body{margin:0;background:var(--bg);color:var(--text);font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Naskh Arabic",Tahoma,Arial,sans-serif}',
  'header,main{max-width:40rem;margin:0 auto;padding:0 1rem}',
  'header{padding-top:.75rem;text-align:end}',
  'a{color:inherit}',
  'header a{display:inline-block;padding:.5rem;min-height:44px}',
  'h1{font-size:1.6rem;line-height:1.25;margin:.5rem 0 1rem}',
  'h2{font-size:1.15rem;margin:0 0 .5rem}',
  '.cause{display:block;width:100%;height:auto;border-radius:.75rem;background:var(--track)}',
  'section{background:var(--card);border-radius:.75rem;padding:1rem;margin:1rem 0}',
  'progress{display:block;width:100%;height:1rem;-webkit-appearance:none;appearance:none;border:0;border-radius:.5rem;background:var(--track);overflow:hidden;color:var(--accent)}',
  'progress::-webkit-progress-bar{background:var(--track)}',
  'progress::-webkit-progress-value{background:var(--accent)}',
  'progress::-moz-progress-bar{background:var(--accent)}',
  '.figures{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.25rem 1rem;margin:.5rem 0 0}',
  '.raised{font-size:1.25rem;font-weight:700}',
  '.note{color:var(--muted);margin:0 0 .75rem}',
  '.done,.closed{font-weight:700;margin:.5rem 0 0}',
  '.buttons{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:.75rem}',
  '.button{display:flex;flex-direction:column;align-items:center;justify-content:center;min-height:3.5rem;padding:.5rem 1rem;border-radius:.75rem;background:var(--accent);color:var(--on-accent);font-weight:700;text-align:center;text-decoration:none}',
  '.button span{font-weight:400;font-size:.9rem}',
  '.app{text-align:center;margin:1.5rem 0 2rem}',
  'a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid var(--text);outline-offset:2px}',
  '[hidden]{display:none!important}',
  'label{display:block;margin:.5rem 0}',
  'input[type=text]{display:block;width:100%;min-height:44px;margin-top:.25rem;padding:.5rem;border:1px solid var(--muted);border-radius:.5rem;background:var(--card);color:var(--text);font:inherit}',
  'input[type=checkbox]{width:1.25rem;height:1.25rem;margin-inline-end:.5rem;vertical-align:middle}',
  'button{min-height:44px;padding:.5rem 1.5rem;border:0;border-radius:.5rem;background:var(--accent);color:var(--on-accent);font:inherit;font-weight:700}',
  '.desc .ql-align-center{text-align:center}.desc .ql-align-right{text-align:right}.desc .ql-align-left{text-align:left}.desc .ql-align-justify{text-align:justify}',
  '.desc .ql-direction-rtl{direction:rtl}.desc .ql-direction-ltr{direction:ltr}',
  // A phone number or a date is read whole: never broken across lines (text-direction.ts).
  '.ltr-number{white-space:nowrap}',
  '.desc .ql-size-small{font-size:.85em}.desc .ql-size-large{font-size:1.25em}.desc .ql-size-huge{font-size:1.6em}',
  '.desc .ql-font-serif{font-family:Georgia,serif}.desc .ql-font-monospace{font-family:monospace}',
  QUILL_INDENTS,
].join('');
