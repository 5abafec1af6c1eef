import { LANGUAGES } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { renderDataExportLink } from './render.ts';

const link = 'https://www.grandtour.example/privacy/export?token=v1.secret-token';

describe('the e-mail of a guest’s link to their data', () => {
  it('carries the link in each language, says how long it works, and keeps it out of the summary recorded', () => {
    for (const language of LANGUAGES) {
      const email = renderDataExportLink({ language, link, hours: 24 });
      expect(email.html).toContain(link);
      expect(email.text).toContain(link);
      expect(email.text).toContain('24');
      expect(email.summary).not.toContain('secret-token');
      expect(email.subject).not.toContain('secret-token');
    }
    expect(renderDataExportLink({ language: 'de', link, hours: 24 }).subject).toBe(
      'Ihre Daten bei Grand Tour',
    );
  });
});
