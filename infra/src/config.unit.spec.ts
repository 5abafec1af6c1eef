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

describe('SUBSCRIPTION_CHECKOUTS_PER_MINUTE', () => {
  it('allows ten checkouts a minute from one address by default, and takes another whole number', () => {
    expect(loadConfig({}).SUBSCRIPTION_CHECKOUTS_PER_MINUTE).toBe(10);
    expect(loadConfig({ SUBSCRIPTION_CHECKOUTS_PER_MINUTE: '3' }).SUBSCRIPTION_CHECKOUTS_PER_MINUTE).toBe(3);
    expect(() => loadConfig({ SUBSCRIPTION_CHECKOUTS_PER_MINUTE: '0' })).toThrow(/SUBSCRIPTION_CHECKOUTS/);
    expect(() => loadConfig({ SUBSCRIPTION_CHECKOUTS_PER_MINUTE: 'many' })).toThrow(ConfigError);
  });
});
