/** How text is laid out on screen, measured in the browser: the visual order of characters. */
import type { Locator } from 'playwright-core';

/**
 * Whether `text`, found in what `container` shows (across its text nodes), has its characters
 * on screen from left to right in the order they are written: '800-4242' read as 800-4242,
 * not as 4242-800, inside right-to-left text.
 */
export function textReadsLeftToRight(container: Locator, text: string): Promise<boolean> {
  return container.evaluate((root, wanted) => {
    const characters: Array<{ node: Text; offset: number }> = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      for (let offset = 0; offset < node.length; offset++) characters.push({ node, offset });
    }
    const all = characters.map(({ node, offset }) => node.data[offset]).join('');
    const start = all.indexOf(wanted);
    if (start < 0) throw new Error(`"${wanted}" is not in "${all}"`);
    const lefts = characters.slice(start, start + wanted.length).map(({ node, offset }) => {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      return range.getBoundingClientRect().left;
    });
    return lefts.every((left, index) => index === 0 || left > lefts[index - 1]!);
  }, text);
}
