/** The text of sanitized HTML (rich-text descriptions), for a list cell or sorting. */
export function plainText(html: string): string {
  if (!html) return '';
  // DOMParser builds an inert document: no scripts run, no images load.
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** At most `max` characters, cut at a word when one ends near the limit, with an ellipsis. */
export function shorten(text: string, max = 80): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
