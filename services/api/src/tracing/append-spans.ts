import type { EventStore, Projection } from '@grandtour/event-store';
import { activeTraceparent, inSpan, tracingActive } from '@grandtour/platform/tracing';

/** `booking-<uuid>` → `booking`: span names stay few, the stream itself is an attribute. */
const categoryOf = (streamName: string) => streamName.split('-', 1)[0];

/**
 * Each append in a span of its own, whose traceparent every appended event carries in its metadata, so the readers of
 * those events (projections, the reactor, the jobs it queues) continue the same trace. With tracing off, the store
 * itself.
 */
export function withAppendSpans(store: EventStore): EventStore {
  if (!tracingActive()) return store;
  return {
    ...store,
    appendToStream: (streamName, events, options) =>
      inSpan(
        `append ${categoryOf(streamName)}`,
        { 'event_store.stream': streamName, 'event_store.event_types': events.map((event) => event.type) },
        () => store.appendToStream(streamName, events, { ...options, traceparent: activeTraceparent() }),
      ),
  };
}

/**
 * Read models written in the append's transaction (inline projections), each in a span under the append's. With
 * tracing off, the projections themselves.
 */
export function withApplySpans(projections: readonly Projection[]): readonly Projection[] {
  if (!tracingActive()) return projections;
  return projections.map((projection) => {
    const attributes = { 'projection.name': projection.name };
    const { applyBatch } = projection;
    return {
      ...projection,
      apply: (event, sql) =>
        inSpan(`project ${projection.name}`, { ...attributes, 'event.type': event.type }, () =>
          projection.apply(event, sql),
        ),
      ...(applyBatch && {
        applyBatch: (events, sql) =>
          inSpan(`project ${projection.name}`, attributes, () => applyBatch.call(projection, events, sql)),
      }),
    } satisfies Projection;
  });
}
