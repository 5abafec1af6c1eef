import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('COUNTRY_HEADER', () => {
  it('is unset by default and kept in lower case when set', () => {
    expect(loadConfig({}).COUNTRY_HEADER).toBeUndefined();
    expect(loadConfig({ COUNTRY_HEADER: '' }).COUNTRY_HEADER).toBeUndefined();
    expect(loadConfig({ COUNTRY_HEADER: 'CF-IPCountry' }).COUNTRY_HEADER).toBe('cf-ipcountry');
  });

  it('refuses what is not a header name', () => {
    expect(() => loadConfig({ COUNTRY_HEADER: 'cf ipcountry' })).toThrow(ConfigError);
    expect(() => loadConfig({ COUNTRY_HEADER: 'x-country: FR' })).toThrow(/COUNTRY_HEADER/);
  });
});
