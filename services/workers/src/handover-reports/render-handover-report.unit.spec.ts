import { describe, expect, it } from 'vitest';
import { pdfImagesPainted, pdfPagesText } from '../testing/pdf-text.ts';
import { returnReportView } from './handover-report-view.spec-fixtures.ts';
import { handoverReportFilename, renderHandoverReportPdf } from './render-handover-report.ts';

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('handover report PDF', () => {
  it('states a return report in French: parties, seal, readings, extras, damage, captions, signatures', async () => {
    const view = await returnReportView();
    const pdf = await renderHandoverReportPdf(view, 'fr');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPagesText(pdf);
    const first = oneLine(pages[0]!);
    for (const expected of [
      'État des lieux de retour',
      '3F2A9C1E',
      'Ferrari Roma',
      'Client Léa Martin',
      'Propriétaire Paul Durand',
      'Phase retour',
      'ab'.repeat(32),
      'Kilométrage 13 145 km',
      'Carburant ou charge 60 %',
      'Kilomètres parcourus 800 km',
      'Kilomètres inclus 600 km',
      'Kilomètres supplémentaires (200 km) 500,00 €',
      'Plein à refaire 80,00 €',
      'Retard (2 h entamées) 200,00 €',
      'Total des suppléments 780,00 €',
      '1. Rayure de 10 cm sur la portière arrière droite',
    ])
      expect(first).toContain(expected);
    expect(first).toMatch(/Scellé le 13 mars 2027.*10:00/);
    const rest = oneLine(pages.slice(1).join(' '));
    // Each angle twice: the pickup's photo on the left, the return's on the right, each with its time.
    expect(rest.match(/Angle arrière droit — /g)).toHaveLength(2);
    expect(rest).toContain('Avant — 10 mars 2027');
    expect(rest).toContain('Avant — 13 mars 2027');
    expect(rest).toContain('Dommage 1 — Rayure de 10 cm');
    expect(rest).toMatch(/Client — Léa Martin, signé le 13 mars 2027/);
    expect(rest).toMatch(/Propriétaire — Paul Durand, signé le 13 mars 2027/);
    // 10 pickup angles + 10 return angles + 1 damage photo + 2 signatures.
    expect(await pdfImagesPainted(pdf)).toBe(23);
  });

  it('speaks the language asked for', async () => {
    const view = await returnReportView();
    const english = oneLine((await pdfPagesText(await renderHandoverReportPdf(view, 'en'))).join(' '));
    expect(english).toContain('Return condition report');
    expect(english).toContain('Odometer 13,145 km');
    expect(english).toContain('Extra kilometres (200 km) €500.00');
    expect(english).toContain('Rear right corner — ');
    expect(english).toMatch(/Customer — Léa Martin, signed on/);
    const german = oneLine((await pdfPagesText(await renderHandoverReportPdf(view, 'de'))).join(' '));
    expect(german).toContain('Rückgabeprotokoll');
    expect(german).toContain('Zuschläge gesamt 780,00 €');
    expect(german).toContain('Ecke hinten rechts — ');
    const spanish = oneLine((await pdfPagesText(await renderHandoverReportPdf(view, 'es'))).join(' '));
    expect(spanish).toContain('Acta de estado de devolución');
    expect(spanish).toContain('Esquina trasera derecha — ');
  });

  it('draws a pickup report as a grid of its own photos, and a missing object as an empty frame', async () => {
    const view = await returnReportView();
    const objects = new Map(view.objects);
    objects.delete(view.pickup!.photos.get('front')!.objectKey);
    const pdf = await renderHandoverReportPdf(
      { ...view, phase: 'pickup', report: view.pickup!, pickup: null, objects },
      'fr',
    );
    const text = oneLine((await pdfPagesText(pdf)).join(' '));
    expect(text).toContain('État des lieux de départ');
    expect(text).toContain('Aucun dommage noté.');
    expect(text).toContain('Photo absente');
    expect(text).not.toContain('Suppléments du retour');
    expect(await pdfImagesPainted(pdf)).toBe(9 + 2);
  });

  it('names its file in the language given', () => {
    const id = '3f2a9c1e-0000-4000-8000-000000000001';
    expect(handoverReportFilename(id, 'pickup', 'fr')).toBe('etat-des-lieux-3F2A9C1E-depart.pdf');
    expect(handoverReportFilename(id, 'return', 'de')).toBe('protokoll-3F2A9C1E-ruckgabe.pdf');
  });
});
