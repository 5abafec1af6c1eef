import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone.ts';

describe('phone numbers on receipts and e-mails', () => {
  it('writes French numbers in pairs, however they were typed', () => {
    expect(formatPhone('+33 612345678')).toBe('+33 6 12 34 56 78');
    expect(formatPhone('0033612345678')).toBe('+33 6 12 34 56 78');
    expect(formatPhone('+33 6.12.34.56.78')).toBe('+33 6 12 34 56 78');
    expect(formatPhone('06-12-34-56-78')).toBe('06 12 34 56 78');
  });

  it('leaves other numbers their own grouping', () => {
    expect(formatPhone('  +44  20 7946 0958 ')).toBe('+44 20 7946 0958');
    expect(formatPhone('+1 212 555 0100')).toBe('+1 212 555 0100');
  });
});
