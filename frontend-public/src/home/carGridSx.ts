/** The responsive grid of car cards: one column on phones, two on tablets, three on desktops. */
export const carGridSx = {
  display: 'grid',
  gap: { xs: 3, md: 4 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;
