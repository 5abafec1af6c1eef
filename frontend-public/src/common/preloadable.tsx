import { lazy, type ComponentType } from 'react';

export type Preloadable<Props extends object = object> = ComponentType<Props> & {
  /** Loads the component's code (and texts) now; once loaded, it renders without suspending. */
  preload: () => Promise<void>;
};

/**
 * A component whose code loads on demand, like `lazy`, that can also be loaded ahead: the browser loads what the
 * server rendered before taking the page over, so that it takes the whole page over at once. A lazy component
 * would suspend first, and an update arriving meanwhile (the locale settling) would make React discard the
 * server's markup and draw that part again.
 */
export function preloadable<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
): Preloadable<Props> {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded! })));
  function Component(props: Props) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Component, { preload });
}
