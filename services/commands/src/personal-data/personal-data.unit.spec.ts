import { describe, expect, it } from 'vitest';
import { specFor } from '../decider.spec-helpers.ts';
import { customerSubject } from './data-subjects.ts';
import type { DataExportLinkRequested } from './personal-data-events.ts';
import { personalDataDecider } from './personal-data.ts';

const given = specFor(personalDataDecider);
const now = '2026-11-27T02:00:00.000Z';
const request = {
  subject: 'guest:0b6f1c1e-7e7a-4d3f-9f57-0d7b3f3c1a11',
  email: 'lucia@example.es',
  language: 'es',
  requestId: 'a1',
} as const;
const requested: DataExportLinkRequested = {
  type: 'DataExportLinkRequested',
  data: { ...request, requestedAt: now },
};

describe('personal data (decision 99)', () => {
  it('records an administrator’s read as it happened', () => {
    const data = {
      subject: 'user:42',
      accessorId: 'admin-1',
      accessorRole: 'admin',
      what: 'reported-conversation',
      reference: 'c-1',
      reason: 'report',
    } as const;
    given([])
      .when({ type: 'RecordPersonalDataAccess', data, metadata: { now } })
      .then([{ type: 'PersonalDataAccessed', data: { ...data, at: now } }]);
  });

  it('counts a page refreshed within 15 minutes as the same read, and records it again after', () => {
    const data = {
      subject: 'user:42',
      accessorId: 'admin-1',
      accessorRole: 'admin',
      what: 'reported-conversation',
      reference: 'c-1',
      reason: 'report',
    } as const;
    const read = { type: 'PersonalDataAccessed', data: { ...data, at: now } } as const;
    const later = (minutes: number) => new Date(Date.parse(now) + minutes * 60_000).toISOString();
    given([read])
      .when({ type: 'RecordPersonalDataAccess', data, metadata: { now: later(14) } })
      .then([]);
    given([read])
      .when({
        type: 'RecordPersonalDataAccess',
        data: { ...data, reference: 'c-2' },
        metadata: { now: later(1) },
      })
      .then([{ type: 'PersonalDataAccessed', data: { ...data, reference: 'c-2', at: later(1) } }]);
    given([read])
      .when({ type: 'RecordPersonalDataAccess', data, metadata: { now: later(15) } })
      .then([{ type: 'PersonalDataAccessed', data: { ...data, at: later(15) } }]);
  });

  it('asks for a guest’s link once per request: a retried request sends no second e-mail', () => {
    given([]).when({ type: 'RequestDataExportLink', data: request, metadata: { now } }).then([requested]);
    given([requested]).when({ type: 'RequestDataExportLink', data: request, metadata: { now } }).then([]);
  });

  it('names an account by its id and keeps a guest’s own name', () => {
    expect(customerSubject('42')).toBe('user:42');
    expect(customerSubject('guest:abc')).toBe('guest:abc');
  });
});
