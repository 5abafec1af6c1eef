/** A NumberInput showing euros (or seconds) for a value the API keeps in cents (or tenths): format and parse. */
export function scaledNumber(factor: number) {
  return {
    format: (stored: number | null | undefined) => (stored == null ? '' : String(stored / factor)),
    parse: (typed: number | string | null) => {
      if (typed === null || typed === '') return null;
      const value = typeof typed === 'number' ? typed : Number.parseFloat(typed);
      return Number.isNaN(value) ? null : Math.round(value * factor);
    },
  };
}
export const euros = scaledNumber(100);
export const tenths = scaledNumber(10);
