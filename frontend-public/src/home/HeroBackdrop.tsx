import Box from '@mui/material/Box';

/** Purely decorative light and lines behind the hero text. */
export function HeroBackdrop() {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        inset: 0,
        background: [
          'radial-gradient(ellipse 60% 55% at 78% 38%, rgba(201, 162, 39, 0.22), transparent 70%)',
          'radial-gradient(ellipse 45% 40% at 12% 90%, rgba(201, 162, 39, 0.08), transparent 70%)',
          'linear-gradient(180deg, #0b0b0d 0%, #111116 55%, #0b0b0d 100%)',
        ].join(', '),
        '&::before': {
          content: '""',
          position: 'absolute',
          inset: 0,
          opacity: 0.5,
          backgroundImage:
            'repeating-linear-gradient(115deg, transparent 0 46px, rgba(201, 162, 39, 0.05) 46px 47px)',
          maskImage: 'linear-gradient(90deg, transparent 25%, #000 85%)',
        },
        '&::after': {
          content: '""',
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          height: '1px',
          background: 'linear-gradient(90deg, transparent, rgba(201, 162, 39, 0.6), transparent)',
        },
      }}
    />
  );
}
