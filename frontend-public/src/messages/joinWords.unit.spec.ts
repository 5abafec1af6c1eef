import { describe, expect, it } from 'vitest';
import { joinWords } from './joinWords.ts';

describe('the kinds of contact details a note names', () => {
  it('reads as a sentence in the language', () => {
    expect(joinWords(['Numéro'], 'et')).toBe('Numéro');
    expect(joinWords(['Phone number', 'E-mail'], 'and')).toBe('Phone number and E-mail');
    expect(joinWords(['Teléfono', 'Correo', 'Enlace'], 'y')).toBe('Teléfono, Correo y Enlace');
    expect(joinWords([], 'und')).toBe('');
  });
});
