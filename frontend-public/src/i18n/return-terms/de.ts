import type { ReturnTermsTexts } from './fr.ts';

export const returnTermsDe: ReturnTermsTexts = {
  heading: 'Rückgabe des Fahrzeugs',
  note: 'Nach der Rückgabe, zusätzlich zur obigen Summe, nach den Ablesewerten:',
  label: { kilometres: 'Kilometer', fuel: 'Kraftstoff', late: 'Verspätung' },
};
