export * from './booking-sweeper.ts';
