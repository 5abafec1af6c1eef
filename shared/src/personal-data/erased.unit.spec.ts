import { describe, expect, it } from 'vitest';
import { ERASED, holdsErased, shownPersonal, unlessErased, withErasedShown } from './erased.ts';

describe('erased personal data as shown', () => {
  it('says the marker in words in each language, and leaves everything else as it is', () => {
    expect(shownPersonal(ERASED, 'fr')).toBe('Données effacées');
    expect(shownPersonal(ERASED, 'de')).toBe('Daten gelöscht');
    expect(shownPersonal('Léa', 'en')).toBe('Léa');
    const answer = {
      customer: { firstName: ERASED, id: 7 },
      rows: [ERASED, 'kept', null],
      status: 'confirmed',
    };
    expect(withErasedShown(answer, 'es')).toEqual({
      customer: { firstName: 'Datos borrados', id: 7 },
      rows: ['Datos borrados', 'kept', null],
      status: 'confirmed',
    });
  });

  it('reads a record with an erased field as absent', () => {
    expect(unlessErased({ street: ERASED, city: ERASED })).toBeNull();
    expect(unlessErased({ dateOfBirth: null, licenceNumber: ERASED })).toBeNull();
    expect(unlessErased({ street: '1 rue de la Paix', city: 'Paris' })).toEqual({
      street: '1 rue de la Paix',
      city: 'Paris',
    });
    expect(holdsErased(null)).toBe(false);
  });
});
