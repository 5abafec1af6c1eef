/** The responsive grid of car cards: one column on phones, two on tablets, three on desktops. */
export const carGridSx = {
  display: 'grid',
  gap: { xs: 3, md: 4 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;

/** How wide a card's photo is drawn in that grid (`sizes`), within the page's 1200 px container. */
export const CAR_CARD_IMAGE_SIZES =
  '(min-width: 1200px) 370px, (min-width: 900px) 31vw, (min-width: 600px) 47vw, 100vw';
