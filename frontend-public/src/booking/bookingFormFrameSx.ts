import { panelSx } from '../common/panelSx.ts';

/** The booking form's frame, shared with its loading skeleton so that nothing moves when the form arrives. */
export const bookingFormFrameSx = { ...panelSx, p: { xs: 2.5, md: 3 }, display: 'grid', gap: 2.5 } as const;
