/**
 * A preloaded screen (or the shell) is drawn at once, without suspending: React.lazy suspends on
 * its first render even when its import has finished, and the Suspense boundary's fallback then
 * holds the screen back (up to 300 ms, React's throttle). Rendered to a string here, which shows
 * the fallback for whatever suspends.
 */
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPreloadable } from '../../src/renderer/src/components/lazyPreloadable';

const screenModule = async (): Promise<{ default: ComponentType }> => ({ default: () => createElement('h1', null, 'The screen') });
const inSuspense = (Component: ComponentType) => renderToString(createElement(Suspense, { fallback: 'Loading…' }, createElement(Component)));

describe('lazyPreloadable', () => {
  it('draws a preloaded component at once, where React.lazy with the same finished import still suspends', async () => {
    const load = screenModule();
    await load;
    expect(inSuspense(lazy(() => load))).toContain('Loading…');

    const Screen = lazyPreloadable(screenModule);
    await Screen.preload();
    const html = inSuspense(Screen);
    expect(html).toContain('The screen');
    expect(html).not.toContain('Loading…');
  });

  it('suspends like React.lazy while its code is not in, and loads it once however often it is asked', async () => {
    let loads = 0;
    const Screen = lazyPreloadable(() => {
      loads += 1;
      return screenModule();
    });
    expect(inSuspense(Screen)).toContain('Loading…');
    await Promise.all([Screen.preload(), Screen.preload()]);
    expect(loads).toBe(1);
    expect(inSuspense(Screen)).toContain('The screen');
  });
});
