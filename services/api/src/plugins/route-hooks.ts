import type { RouteOptions } from 'fastify';

type HookName = 'onRequest' | 'preHandler' | 'onSend' | 'onResponse';

/** Adds hooks to one route (from an `onRoute` hook), after any the route declares itself. */
export function addRouteHooks(route: RouteOptions, hooks: Partial<Record<HookName, unknown>>) {
  const target = route as unknown as Record<HookName, unknown>;
  for (const [name, hook] of Object.entries(hooks) as [HookName, unknown][]) {
    const existing = target[name];
    target[name] = existing === undefined ? [hook] : [existing, hook].flat();
  }
}
