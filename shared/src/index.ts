export * from './catalogue/constants.ts';
export * from './catalogue/car.schema.ts';
export * from './money/cents.ts';
export * from './money/currency.ts';
export * from './time/rental-days.ts';
export * from './i18n/languages.ts';
export * from './http/api-error.ts';
