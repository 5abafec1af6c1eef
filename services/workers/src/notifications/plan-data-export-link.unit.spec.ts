import type { RecordedEvent } from '@grandtour/event-store';
import { describe, expect, it } from 'vitest';
import { NotificationJobSchema } from './notification-jobs.ts';
import { planNotifications } from './plan-notifications.ts';

const requested = {
  type: 'DataExportLinkRequested',
  data: {
    subject: 'guest:0b6f1c1e-7e7a-4d3f-9f57-0d7b3f3c1a11',
    email: 'lucia@example.es',
    language: 'es',
    requestId: 'r-1',
    requestedAt: '2026-11-27T10:00:00.000Z',
  },
  metadata: {
    eventId: 'event-9',
    streamName: 's',
    streamPosition: 1,
    logPosition: { commit: 1n, prepare: 1n },
  },
} as unknown as Parameters<typeof planNotifications>[0] & RecordedEvent;

describe('a guest’s request for their data (decision 99)', () => {
  it('plans one e-mail to the address asked, at once, without any token in the job', () => {
    const plan = planNotifications(requested);
    expect(plan.deliveries).toEqual([
      {
        job: {
          kind: 'privacy',
          deliveryId: 'event-9:data-export-link',
          template: 'data-export-link',
          email: 'lucia@example.es',
          language: 'es',
          subject: 'guest:0b6f1c1e-7e7a-4d3f-9f57-0d7b3f3c1a11',
          requestedAt: '2026-11-27T10:00:00.000Z',
        },
        runAt: new Date('2026-11-27T10:00:00.000Z'),
      },
    ]);
    expect(NotificationJobSchema.parse(plan.deliveries[0]!.job)).toEqual(plan.deliveries[0]!.job);
  });
});
