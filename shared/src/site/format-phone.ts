/**
 * A phone number as a French document writes it: "+33 6 12 34 56 78", "06 12 34 56 78". Any other number keeps its
 * digits and its own grouping, with its spaces made single.
 */
export function formatPhone(phone: string): string {
  const compact = phone.replace(/[\s.\-()]/g, '');
  const international = /^(?:\+|00)33(\d{9})$/.exec(compact);
  if (international) return `+33 ${international[1]![0]} ${pairs(international[1]!.slice(1))}`;
  if (/^0\d{9}$/.test(compact)) return pairs(compact);
  return phone.trim().replace(/\s+/g, ' ');
}

const pairs = (digits: string) => digits.match(/\d{2}/g)!.join(' ');
