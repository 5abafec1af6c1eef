import { useNumberFormat } from './useNumberFormat.ts';

const ONE_DECIMAL = { min: 1, max: 1 };

/** Ratings always show one decimal: "5,0", "4,8". */
export function useRatingFormat() {
  return useNumberFormat(ONE_DECIMAL);
}
