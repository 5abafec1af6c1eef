import { describe, expect, it } from 'vitest';
import { declineMessage } from './declineMessages.ts';

describe('a card provider’s refusal in the payer’s language', () => {
  it('says a declined card in each of the four languages', () => {
    const declined = { code: 'card_declined', declineCode: 'generic_decline' };
    expect(declineMessage('fr', declined)).toBe('Votre carte a été refusée.');
    expect(declineMessage('en', declined)).toBe('Your card was declined.');
    expect(declineMessage('es', declined)).toBe('Su tarjeta ha sido rechazada.');
    expect(declineMessage('de', declined)).toBe('Ihre Karte wurde abgelehnt.');
  });

  it('prefers the decline reason to the code, and knows nothing it was not taught', () => {
    expect(declineMessage('fr', { code: 'card_declined', declineCode: 'insufficient_funds' })).toBe(
      'Votre carte a été refusée : provision insuffisante.',
    );
    expect(declineMessage('de', { code: 'expired_card' })).toBe('Ihre Karte ist abgelaufen.');
    expect(declineMessage('es', { code: 'something_new' })).toBeUndefined();
    expect(declineMessage('en', {})).toBeUndefined();
  });
});
