import { lazy, type ComponentType } from 'react';

/**
 * A resource's page loaded when first opened, from the named export of its module: the dashboard does not need the
 * forms and lists of every resource.
 */
export const lazyNamed = <Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) => lazy(() => load().then((module) => ({ default: module[name] })));
