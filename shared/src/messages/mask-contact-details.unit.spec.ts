import { describe, expect, it } from 'vitest';
import { maskContactDetails } from './mask-contact-details.ts';

describe('maskContactDetails', () => {
  it.each([
    ['Appelez-moi au 06 12 34 56 78 demain', 'Appelez-moi au ••• demain'],
    ['06.12.34.56.78', '•••'],
    ['06-12-34-56-78.', '•••.'],
    ['mon numéro: 0612345678', 'mon numéro: •••'],
    ['fixe 01 23 45 67 89', 'fixe •••'],
    ['+33 6 12 34 56 78', '•••'],
    ['+33 (0)6 12 34 56 78 !', '••• !'],
    ['+33612345678', '•••'],
    ['0033612345678', '•••'],
    ['0033 6 12 34 56 78', '•••'],
    ['call +44 20 7946 0958 please', 'call ••• please'],
    ['+49 30 901820', '•••'],
  ])('masks the phone number in %j', (text, expected) => {
    expect(maskContactDetails(text)).toEqual({ text: expected, masked: ['phone'] });
  });

  it.each([
    ['écrivez à jean.dupont@gmail.com svp', 'écrivez à ••• svp'],
    ['JEAN+cars@Example.co.uk', '•••'],
    ['jean at gmail dot com', '•••'],
    ['jean (at) gmail (dot) com', '•••'],
    ['jean[at]gmail.com', '•••'],
    ['jean arobase orange point fr', '•••'],
    ['jean @ gmail . com', '•••'],
    ['jean @ gmail.com', '•••'],
  ])('masks the e-mail address in %j', (text, expected) => {
    expect(maskContactDetails(text)).toEqual({ text: expected, masked: ['email'] });
  });

  it.each([
    ['voir https://example.com/voiture?id=3 ici', 'voir ••• ici'],
    ['http://localhost:3000/x', '•••'],
    ['www.mon-site.fr/contact', '•••'],
    ['sur example.fr ou', 'sur ••• ou'],
    ['Insta: instagram.com/jean', 'Insta: •••'],
    ['WWW.EXAMPLE.COM', '•••'],
  ])('masks the link in %j', (text, expected) => {
    expect(maskContactDetails(text)).toEqual({ text: expected, masked: ['link'] });
  });

  it('masks every kind in one message and lists each kind once, in a fixed order', () => {
    const result = maskContactDetails(
      'site example.fr, mail a@b.fr, tel 06 12 34 56 78 ou 07 00 00 00 00, autre c@d.com',
    );
    expect(result.text).toBe('site •••, mail •••, tel ••• ou •••, autre •••');
    expect(result.masked).toEqual(['phone', 'email', 'link']);
  });

  it.each([
    'Le prix est de 1 250 € pour le week-end',
    'Total 12 500,00 € dont 1 250 € de caution',
    'Réservation du 2027-03-10 au 2027-03-14',
    'Le 10/03/2027 à 14:00, ou le 10.03.2027 à 14h30',
    'Rendez-vous à 9h30, 15 km, 450 ch, 0 à 100 en 3,2 s',
    'Caution 5000 €, franchise 2 500 €',
    'Je suis at home, we meet at noon. Thanks',
    'La voiture est au 12 rue de la Paix, 75002 Paris',
    'Référence GT-2027-000123',
    'Ferrari 488 GTB de 2019, 12 000 km',
    'Merci ! À bientôt.Cordialement',
    'Version 2.5 du moteur, 0.5 litre',
    'Je viens de Lyon.',
  ])('keeps %j as it is', (text) => {
    expect(maskContactDetails(text)).toEqual({ text, masked: [] });
  });
});
