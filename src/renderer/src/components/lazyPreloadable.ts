/**
 * React.lazy with a public way to start the load before rendering, drawn at once when its code is
 * already in. React.lazy suspends on its first render even when its import has finished, and a
 * Suspense boundary that has shown its fallback reveals what it waited for at most once every
 * 300 ms (React's throttle of fallbacks): code preloaded in time would still cost that wait.
 */
import { createElement, lazy, useState, type ComponentType } from 'react';

export type Preloadable = ComponentType & {
  /** Starts the load (once; later calls share it); settles when the code is in. */
  preload(): Promise<void>;
};

export function lazyPreloadable(load: () => Promise<{ default: ComponentType }>): Preloadable {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const loadOnce = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(loadOnce);
  function Preloaded() {
    // Chosen once per mount: a component whose type changed would be mounted afresh, losing its state.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component);
  }
  return Object.assign(Preloaded, { preload: () => loadOnce().then(() => undefined) });
}
