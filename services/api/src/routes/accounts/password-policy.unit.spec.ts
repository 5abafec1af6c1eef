import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';
import { passwordProblem, type PasswordOwner } from './password-policy.ts';

const CAMILLE: PasswordOwner = {
  username: 'camille.durand',
  email: 'Camille.Durand@Example.fr',
  firstName: 'Camille',
  lastName: 'Durand',
};
const problemOf = (password: string, owner = CAMILLE) => passwordProblem(password, owner);

describe('the password policy (OWASP ASVS 5, decision 51)', () => {
  it('accepts the demo owner’s password, a long phrase, and any character without composition rules', () => {
    for (const password of [
      'GrandTour-Demo-2026',
      'correct horse battery staple',
      'rouge-lapin-ascenseur',
      'ilovemyferrarisomuch',
      'Où est la Lamborghini ?',
      '李小龍喜歡開跑車',
      '🏎️🏁🏎️🏁🏎️🏁🏎️🏁',
      'é'.repeat(200),
      '\t tab and spaces inside \t',
    ])
      expect(problemOf(password), password).toBeNull();
    expect(
      passwordProblem('GrandTour-Demo-2026', {
        username: 'alexandre.laurent',
        email: 'owner@grandtour.demo',
        firstName: 'Alexandre',
        lastName: 'Laurent',
      }),
    ).toBeNull();
  });

  it('refuses a password made of spaces or invisible characters only, whatever its length', () => {
    for (const password of [
      ' '.repeat(6),
      ' '.repeat(12),
      '\t\t\t\t\t\t\t\t',
      '\u00a0'.repeat(9),
      '\u200b'.repeat(10),
      '\u3000 \n\r  \u2028 \ufeff',
    ])
      expect(problemOf(password), JSON.stringify(password)).toBe('password_blank');
  });

  it('refuses fewer than 8 characters, counting characters rather than UTF-16 units', () => {
    for (const password of ['', 'a', 'Xq7!zR2', 'ab cd e', '🏎️🏎️🏎️'])
      expect(problemOf(password) ?? 'accepted', JSON.stringify(password)).toMatch(
        /password_(too_short|blank)/,
      );
    expect(problemOf('Xq7!zR2v')).toBeNull();
    // Seven emoji are fourteen UTF-16 units but seven characters.
    expect(problemOf('😀😁😂🤣😃😄😅')).toBe('password_too_short');
    expect(problemOf('😀😁😂🤣😃😄😅😆')).toBeNull();
    expect(passwordProblem('Xq7!zR2v-9ab', CAMILLE, { minLength: 12 })).toBeNull();
    expect(passwordProblem('Xq7!zR2v-9a', CAMILLE, { minLength: 12 })).toBe('password_too_short');
  });

  it('accepts 64 characters and more, up to 200, and refuses beyond', () => {
    expect(problemOf('Zq'.repeat(32))).toBeNull();
    expect(problemOf('Zq'.repeat(100))).toBeNull();
    expect(problemOf(`${'Zq'.repeat(100)}!`)).toBe('password_too_long');
    expect(problemOf('😀'.repeat(200))).toBeNull();
  });

  it('refuses the most common passwords from the maintained list, whatever their case or width', () => {
    for (const password of [
      'password',
      'PASSWORD',
      'Password1',
      '12345678',
      '123456789',
      'qwertyuiop',
      'azertyuiop',
      'iloveyou',
      'motdepasse',
      'passwort',
      'football',
      'ＰＡＳＳＷＯＲＤ',
      ' password ',
    ])
      expect(problemOf(password), password).toBe('password_too_common');
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('GrandTour-Demo-2026')).toBe(false);
  });

  it('refuses the username, the e-mail address, its local part, the names and the site’s name, in any case', () => {
    for (const password of [
      'camille.durand',
      'CAMILLE.DURAND',
      ' Camille.Durand ',
      'camille-durand',
      'camilledurand',
      'Camille Durand',
      'Durand Camille',
      'camille.durand@example.fr',
      'CAMILLE.DURAND@EXAMPLE.FR',
      'grandtour',
      'Grand Tour',
      'GRAND-TOUR',
    ])
      expect(problemOf(password), password).toBe('password_matches_account');
    const owner = {
      username: 'hypercar.fan',
      email: 'jo.ma@example.com',
      firstName: 'Joséphine',
      lastName: 'Ma',
    };
    expect(problemOf('Hypercar.Fan', owner)).toBe('password_matches_account');
    expect(problemOf('joséphine', owner)).toBe('password_matches_account');
    expect(problemOf('jo.ma@example.com', owner)).toBe('password_matches_account');
    // Containing a name is not being it.
    expect(problemOf('hypercar.fan-loves-V12s', owner)).toBeNull();
    expect(problemOf('GrandTour-Demo-2026', owner)).toBeNull();
  });
});
