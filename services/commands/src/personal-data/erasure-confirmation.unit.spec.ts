import { describe, it } from 'vitest';
import { specFor } from '../decider.spec-helpers.ts';
import type { PersonalDataErasureConfirmationRequested } from './personal-data-events.ts';
import { personalDataDecider, type PersonalDataCommand } from './personal-data.ts';

const given = specFor(personalDataDecider);
const subject = 'user:5b0f1c7e-8d7a-4f57-9c55-0d7e5d3f2a11';
const userId = subject.slice(5);
const ask = (now: string): PersonalDataCommand => ({
  type: 'AskErasureConfirmation',
  data: { subject, userId, language: 'de' },
  metadata: { now },
});
const asked = (requestedAt: string): PersonalDataErasureConfirmationRequested => ({
  type: 'PersonalDataErasureConfirmationRequested',
  data: {
    subject,
    userId,
    language: 'de',
    requestedAt,
    expiresAt: new Date(Date.parse(requestedAt) + 86_400_000).toISOString(),
  },
});

describe('a person asking to erase their account (decision 99)', () => {
  it('e-mails a link valid 24 hours', () => {
    given([])
      .when(ask('2026-11-27T10:00:00.000Z'))
      .then([asked('2026-11-27T10:00:00.000Z')]);
  });

  it('sends at most three links an hour, and a fourth once the first is an hour old', () => {
    const three = [
      asked('2026-11-27T10:00:00.000Z'),
      asked('2026-11-27T10:20:00.000Z'),
      asked('2026-11-27T10:40:00.000Z'),
    ];
    given(three).when(ask('2026-11-27T10:59:59.000Z')).thenThrows('erasure_confirmation_rate_limited');
    given(three)
      .when(ask('2026-11-27T11:00:01.000Z'))
      .then([asked('2026-11-27T11:00:01.000Z')]);
  });

  it('sends no link once the erasure is asked for or done', () => {
    const requested = {
      type: 'PersonalDataErasureRequested' as const,
      data: {
        subject,
        requestedBy: 'self' as const,
        requesterId: userId,
        requestedAt: '2026-11-27T10:00:00.000Z',
      },
    };
    given([requested]).when(ask('2026-11-27T10:05:00.000Z')).then([]);
  });
});
