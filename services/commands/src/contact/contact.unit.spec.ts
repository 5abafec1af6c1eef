import { describe, expect, it } from 'vitest';
import { contactDecider, type ContactMessage } from './contact.ts';

const message: ContactMessage = {
  messageId: '7f0c1a52-3a6e-4d8b-9d5e-2f1a0b3c4d5e',
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'Camille.Durand@Example.fr',
  phone: null,
  subject: 'reservation',
  message: 'Bonjour, je voudrais louer une Ferrari pour un mariage.',
  language: 'fr',
  senderId: 'guest:1',
};
const now = '2026-11-23T10:00:00.000Z';

describe('contact decider', () => {
  it('receives a message once, keeping its language and a lower-case address', () => {
    const events = contactDecider.decide(
      { type: 'SendContactMessage', data: message, metadata: { now } },
      contactDecider.initialState(),
    );
    expect(events).toEqual([
      {
        type: 'ContactMessageReceived',
        data: { ...message, email: 'camille.durand@example.fr', receivedAt: now },
      },
    ]);
  });

  it('refuses the same message id twice', () => {
    const state = contactDecider.evolve(contactDecider.initialState(), {
      type: 'ContactMessageReceived',
      data: { ...message, receivedAt: now },
    });
    expect(() =>
      contactDecider.decide({ type: 'SendContactMessage', data: message, metadata: { now } }, state),
    ).toThrow('already received');
  });
});
