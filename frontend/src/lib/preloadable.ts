import { type ComponentType, lazy } from 'react';

/**
 * A code-split component that can be loaded ahead of need (`preload`) and, once loaded, is rendered directly:
 * `lazy()` alone always suspends on its first render, and React then holds the revealed fallback for 300 ms.
 * `component()` is the loaded component, or the lazy one while it is still loading.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  return { preload, isLoaded: () => loaded !== undefined, component: () => loaded ?? Lazy };
}
