import type { ReturnTermsTexts } from './fr.ts';

export const returnTermsEn: ReturnTermsTexts = {
  heading: 'Returning the car',
  note: 'After the return, on top of the total above, from the readings:',
  label: { kilometres: 'Mileage', fuel: 'Fuel', late: 'Late return' },
};
