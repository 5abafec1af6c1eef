import type { ReturnTermsTexts } from './fr.ts';

export const returnTermsEs: ReturnTermsTexts = {
  heading: 'Devolución del vehículo',
  note: 'Tras la devolución, aparte del total anterior, según las lecturas:',
  label: { kilometres: 'Kilometraje', fuel: 'Combustible', late: 'Retraso' },
};
