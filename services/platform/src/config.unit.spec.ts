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

describe('queue and e-mail settings', () => {
  it('default to the embedded queue, the outbox and workers in the process', () => {
    const config = loadConfig({});
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.RUN_WORKERS).toBe(true);
    expect(config.QUEUE_PREFIX).toBe('grandtour');
    expect(config.NOTIFICATION_ATTEMPTS).toBe(8);
  });

  it('take Redis and SMTP addresses and refuse anything else', () => {
    const config = loadConfig({
      REDIS_URL: 'redis://127.0.0.1:6379',
      SMTP_URL: 'smtps://u:p@mail.example:465',
      RUN_WORKERS: 'false',
    });
    expect(config).toMatchObject({ REDIS_URL: 'redis://127.0.0.1:6379', RUN_WORKERS: false });
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ SMTP_URL: 'mail.example:25' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SUPPORT_EMAIL: 'support' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ QUEUE_PREFIX: 'a:b' })).toThrow(/QUEUE_PREFIX/);
  });
});

describe('scale-out settings', () => {
  it('default to events in PostgreSQL and projections in the process', () => {
    const config = loadConfig({});
    expect(config.EVENTSTORE_URL).toBeUndefined();
    expect(config.RUN_PROJECTIONS).toBe(true);
  });

  it('take an EventStoreDB/KurrentDB connection string and refuse any other address', () => {
    for (const url of ['kurrentdb://127.0.0.1:2113?tls=false', 'esdb://eventstore:2113?tls=false'])
      expect(loadConfig({ EVENTSTORE_URL: url }).EVENTSTORE_URL).toBe(url);
    expect(loadConfig({ RUN_PROJECTIONS: 'false' }).RUN_PROJECTIONS).toBe(false);
    expect(() => loadConfig({ EVENTSTORE_URL: 'http://eventstore:2113' })).toThrow(/EVENTSTORE_URL/);
    expect(() => loadConfig({ EVENTSTORE_URL: 'eventstore:2113' })).toThrow(/EVENTSTORE_URL/);
    expect(() => loadConfig({ RUN_PROJECTIONS: 'no' })).toThrow(/RUN_PROJECTIONS/);
  });
});

describe('ADJUSTABLE_CLOCK', () => {
  it('is off by default and can be turned on outside production', () => {
    expect(loadConfig({}).ADJUSTABLE_CLOCK).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', ADJUSTABLE_CLOCK: 'true' }).ADJUSTABLE_CLOCK).toBe(true);
  });

  it('stops a production server from booting', () => {
    const production = {
      NODE_ENV: 'production',
      COOKIE_SECRET: 'x'.repeat(32),
      DOCUMENTS_KEY: 'ZG9jdW1lbnRzLWtleS1mb3ItdGVzdHMtb25seS0wMDA=',
      PERSONAL_DATA_KEY: 'cGVyc29uYWwtZGF0YS1rZXktZm9yLXRlc3RzLTAwMDA=',
    };
    expect(loadConfig(production).ADJUSTABLE_CLOCK).toBe(false);
    expect(() => loadConfig({ ...production, ADJUSTABLE_CLOCK: 'true' })).toThrow(/ADJUSTABLE_CLOCK/);
  });
});

describe("the drivers' documents key", () => {
  const key = Buffer.alloc(32, 7).toString('base64');
  it('is required in production, and must be 32 bytes in base64', () => {
    const production = { NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(/DOCUMENTS_KEY is required in production/);
    expect(loadConfig({ ...production, DOCUMENTS_KEY: key, PERSONAL_DATA_KEY: key }).DOCUMENTS_KEY).toBe(key);
    expect(() => loadConfig({ DOCUMENTS_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/32 bytes/);
    expect(loadConfig({}).DOCUMENTS_KEY).toBeUndefined();
  });

  it('keeps documents 30 days after the last rental by default', () => {
    expect(loadConfig({}).DOCUMENT_RETENTION_DAYS).toBe(30);
    expect(loadConfig({ DOCUMENT_RETENTION_DAYS: '7' }).DOCUMENT_RETENTION_DAYS).toBe(7);
  });
});

describe('personal data retention', () => {
  it('erases contact messages after 365 days and guests who never booked after 90 by default', () => {
    expect(loadConfig({})).toMatchObject({
      CONTACT_MESSAGE_RETENTION_DAYS: 365,
      GUEST_DATA_RETENTION_DAYS: 90,
    });
    const set = loadConfig({ CONTACT_MESSAGE_RETENTION_DAYS: '30', GUEST_DATA_RETENTION_DAYS: '1' });
    expect(set).toMatchObject({ CONTACT_MESSAGE_RETENTION_DAYS: 30, GUEST_DATA_RETENTION_DAYS: 1 });
    expect(loadConfig({ GUEST_DATA_RETENTION_DAYS: '3650' }).GUEST_DATA_RETENTION_DAYS).toBe(3650);
  });

  it('refuses no retention at all, fractions, more than ten years and words', () => {
    expect(() => loadConfig({ CONTACT_MESSAGE_RETENTION_DAYS: '0' })).toThrow(
      /CONTACT_MESSAGE_RETENTION_DAYS/,
    );
    expect(() => loadConfig({ CONTACT_MESSAGE_RETENTION_DAYS: '1.5' })).toThrow(ConfigError);
    expect(() => loadConfig({ GUEST_DATA_RETENTION_DAYS: '3651' })).toThrow(/GUEST_DATA_RETENTION_DAYS/);
    expect(() => loadConfig({ GUEST_DATA_RETENTION_DAYS: 'forever' })).toThrow(/GUEST_DATA_RETENTION_DAYS/);
  });
});

describe('owner photo limits', () => {
  it('give each owner 200 MB and 60 uploads an hour by default, and take other values', () => {
    expect(loadConfig({})).toMatchObject({ OWNER_PHOTO_QUOTA_MB: 200, OWNER_PHOTO_UPLOADS_PER_HOUR: 60 });
    const set = loadConfig({ OWNER_PHOTO_QUOTA_MB: '0.5', OWNER_PHOTO_UPLOADS_PER_HOUR: '5' });
    expect(set).toMatchObject({ OWNER_PHOTO_QUOTA_MB: 0.5, OWNER_PHOTO_UPLOADS_PER_HOUR: 5 });
    expect(() => loadConfig({ OWNER_PHOTO_QUOTA_MB: '0' })).toThrow(/OWNER_PHOTO_QUOTA_MB/);
    expect(() => loadConfig({ OWNER_PHOTO_UPLOADS_PER_HOUR: '2.5' })).toThrow(ConfigError);
  });
});

describe('object store settings', () => {
  it('default to no bucket (files under DATA_DIR) and to Paris for the region', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ S3_REGION: 'eu-west-3', S3_FORCE_PATH_STYLE: false });
    expect(config.S3_BUCKET).toBeUndefined();
    expect(config.S3_ENDPOINT).toBeUndefined();
  });

  it('take a bucket, a region, an S3-compatible server and path-style addressing', () => {
    const config = loadConfig({
      S3_BUCKET: 'grandtour-media',
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config).toMatchObject({
      S3_BUCKET: 'grandtour-media',
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it('refuse what is not a bucket, a region or a web address, and a server without a bucket', () => {
    expect(() => loadConfig({ S3_BUCKET: 'Grand_Tour' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'ab' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_REGION: 'Paris 3' })).toThrow(/S3_REGION/);
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_ENDPOINT.*S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });

  it('refuse one AWS key without the other', () => {
    expect(() => loadConfig({ AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(/AWS_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ AWS_SECRET_ACCESS_KEY: 'secret' })).toThrow(/AWS_ACCESS_KEY_ID/);
    expect(loadConfig({ AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret' })).toBeTruthy();
  });
});

describe('the personal data key', () => {
  const key = Buffer.alloc(32, 9).toString('base64');
  it('is required in production, and must be 32 bytes in base64', () => {
    const production = { NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32), DOCUMENTS_KEY: key };
    expect(() => loadConfig(production)).toThrow(/PERSONAL_DATA_KEY is required in production/);
    expect(loadConfig({ ...production, PERSONAL_DATA_KEY: key }).PERSONAL_DATA_KEY).toBe(key);
    expect(() => loadConfig({ PERSONAL_DATA_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/32 bytes/);
    expect(loadConfig({}).PERSONAL_DATA_KEY).toBeUndefined();
  });
});

describe('metrics settings', () => {
  it('are off by default; a port turns them on, on loopback unless a host is named', () => {
    const off = loadConfig({});
    expect(off.METRICS_PORT).toBeUndefined();
    expect(off.METRICS_TOKEN).toBeUndefined();
    const on = loadConfig({ METRICS_PORT: '9464' });
    expect(on.METRICS_PORT).toBe(9464);
    expect(on.METRICS_HOST).toBe('127.0.0.1');
    expect(loadConfig({ METRICS_PORT: '0', METRICS_HOST: '0.0.0.0' }).METRICS_HOST).toBe('0.0.0.0');
  });

  it('refuse the public port, a short token, and a token without a port', () => {
    expect(() => loadConfig({ METRICS_PORT: '5000' })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(() => loadConfig({ METRICS_PORT: 'nine' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'short' })).toThrow(/16 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: 'a-long-enough-token-0123' })).toThrow(
      /METRICS_TOKEN.*METRICS_PORT/,
    );
    expect(
      loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'a-long-enough-token-0123' }).METRICS_TOKEN,
    ).toBe('a-long-enough-token-0123');
  });
});
