import Box from '@mui/material/Box';
import { GOLD } from '../theme/theme.ts';

const CENTER = 300;
const TICK_COUNT = 41;
const SWEEP_DEGREES = 260;
const START_DEGREES = 140;

function polar(radius: number, degrees: number) {
  const radians = (degrees * Math.PI) / 180;
  return { x: CENTER + radius * Math.cos(radians), y: CENTER + radius * Math.sin(radians) };
}

const ticks = Array.from({ length: TICK_COUNT }, (_, index) => {
  const degrees = START_DEGREES + (SWEEP_DEGREES * index) / (TICK_COUNT - 1);
  const major = index % 5 === 0;
  return { from: polar(major ? 214 : 226, degrees), to: polar(240, degrees), major };
});

function arcPath(radius: number, fromDegrees: number, toDegrees: number) {
  const from = polar(radius, fromDegrees);
  const to = polar(radius, toDegrees);
  const largeArc = toDegrees - fromDegrees > 180 ? 1 : 0;
  return `M ${from.x} ${from.y} A ${radius} ${radius} 0 ${largeArc} 1 ${to.x} ${to.y}`;
}

const needle = polar(200, START_DEGREES + SWEEP_DEGREES * 0.82);

/** A decorative rev-counter drawn in gold line art beside the hero text. */
export function HeroGauge() {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        right: '2%',
        top: '50%',
        transform: 'translateY(-50%)',
        width: { lg: 520, xl: 580 },
        opacity: 0.9,
        display: { xs: 'none', lg: 'block' },
        pointerEvents: 'none',
      }}
    >
      <svg viewBox="0 0 600 600" width="100%" height="100%" role="presentation">
        <circle cx={CENTER} cy={CENTER} r={280} fill="none" stroke={GOLD} strokeOpacity={0.12} />
        <circle cx={CENTER} cy={CENTER} r={252} fill="none" stroke={GOLD} strokeOpacity={0.25} />
        <path
          d={arcPath(262, START_DEGREES, START_DEGREES + SWEEP_DEGREES)}
          fill="none"
          stroke={GOLD}
          strokeOpacity={0.18}
          strokeWidth={2}
        />
        <path
          d={arcPath(262, START_DEGREES, START_DEGREES + SWEEP_DEGREES * 0.82)}
          fill="none"
          stroke={GOLD}
          strokeWidth={3}
          strokeLinecap="round"
        />
        {ticks.map(({ from, to, major }, index) => (
          <line
            key={index}
            x1={from.x}
            y1={from.y}
            x2={to.x}
            y2={to.y}
            stroke={GOLD}
            strokeOpacity={major ? 0.9 : 0.35}
            strokeWidth={major ? 2.5 : 1.2}
          />
        ))}
        <line
          x1={CENTER}
          y1={CENTER}
          x2={needle.x}
          y2={needle.y}
          stroke={GOLD}
          strokeWidth={3}
          strokeLinecap="round"
        />
        <circle cx={CENTER} cy={CENTER} r={14} fill="#0b0b0d" stroke={GOLD} strokeWidth={2} />
        <circle cx={CENTER} cy={CENTER} r={150} fill="none" stroke={GOLD} strokeOpacity={0.08} />
      </svg>
    </Box>
  );
}
