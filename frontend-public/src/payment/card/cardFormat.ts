const MAX_CARD_DIGITS = 19;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" -> "4242 4242 4242 4242", as the digits are typed. */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, MAX_CARD_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1228" -> "12/28"; a lone first digit above 1 is a month of its own ("4" -> "04/"). */
export function formatExpiry(value: string, previous: string): string {
  let digits = digitsOf(value).slice(0, 4);
  if (digits.length === 1 && digits > '1') digits = `0${digits}`;
  // Deleting the slash must not put it straight back.
  if (digits.length === 2 && value.length < previous.length) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export function formatCvc(value: string): string {
  return digitsOf(value).slice(0, 4);
}
