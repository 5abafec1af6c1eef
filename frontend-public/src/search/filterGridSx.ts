/** The filter fields' grid, shared with their placeholder so that the panel keeps its size when they arrive. */
export const filterGridSx = {
  display: 'grid',
  gap: 2.5,
  pt: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
} as const;

/** How many cells the filter fields fill: eight selects and inputs, a switch, four more inputs. */
export const FILTER_FIELD_COUNT = 12;
