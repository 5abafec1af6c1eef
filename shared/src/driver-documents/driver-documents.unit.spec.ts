import { describe, expect, it } from 'vitest';
import { isDriverVerifiedOn } from './driver-documents.ts';

describe('a verified driver', () => {
  it('stays verified until the licence expires, when its expiry is known', () => {
    const verified = { status: 'verified' as const, licenceExpiresOn: '2030-05-31' };
    expect(isDriverVerifiedOn(verified, '2030-05-31')).toBe(true);
    expect(isDriverVerifiedOn(verified, '2030-06-01')).toBe(false);
    expect(isDriverVerifiedOn({ ...verified, licenceExpiresOn: null }, '2099-01-01')).toBe(true);
    expect(isDriverVerifiedOn({ status: 'submitted', licenceExpiresOn: null }, '2030-01-01')).toBe(false);
    expect(isDriverVerifiedOn({ status: 'rejected', licenceExpiresOn: '2030-05-31' }, '2030-01-01')).toBe(
      false,
    );
  });
});
