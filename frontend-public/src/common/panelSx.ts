/** The framed dark panel that holds a form or a payment step. */
export const panelSx = {
  p: { xs: 2.5, md: 4 },
  borderRadius: 1.5,
  border: '1px solid',
  borderColor: 'divider',
  backgroundColor: '#121216',
} as const;
