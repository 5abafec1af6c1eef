/** The theme paints contained buttons gold even when disabled; a disabled one must look unavailable. */
export const disabledContainedSx = {
  '&.Mui-disabled': { backgroundImage: 'none', boxShadow: 'none' },
} as const;
