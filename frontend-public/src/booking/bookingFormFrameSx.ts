/** The booking form's frame, shared with its loading skeleton so that nothing moves when the form arrives. */
export const bookingFormFrameSx = {
  p: { xs: 2.5, md: 3 },
  borderRadius: 1.5,
  border: '1px solid',
  borderColor: 'divider',
  backgroundColor: '#121216',
  display: 'grid',
  gap: 2.5,
} as const;
