/**
 * Cents from an amount in euros as people type it: "1 250,50", "1250.5", "1.250,50", "80 €". Null when it is not an
 * amount (letters, more than two decimals, negative).
 */
export function centsFromEuros(text: string): number | null {
  let value = text.replace(/[\s\u00a0\u202f€]/g, '');
  if (value === '') return null;
  const lastSeparator = Math.max(value.lastIndexOf(','), value.lastIndexOf('.'));
  // A separator followed by exactly three digits is a thousands separator ("1.250"), otherwise the decimal point.
  if (lastSeparator >= 0 && value.length - lastSeparator - 1 !== 3) {
    const whole = value.slice(0, lastSeparator).replace(/[.,]/g, '');
    value = `${whole}.${value.slice(lastSeparator + 1)}`;
  } else value = value.replace(/[.,]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const [whole, decimals = ''] = value.split('.');
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}
