import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type PointerEvent } from 'react';

const WIDTH = 600;
const HEIGHT = 240;

/** A drawn signature (finger, pen or mouse) sent as a PNG by its "Signer" button; "Effacer" starts again. */
export function SignaturePad({
  onSign,
  disabled,
  texts,
  testId,
}: {
  onSign: (png: Blob) => void;
  disabled?: boolean;
  texts: { pad: string; clear: string; sign: string; emptyPad: string };
  testId: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [drawn, setDrawn] = useState(false);
  const [empty, setEmpty] = useState(false);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * WIDTH,
      y: ((event.clientY - box.top) / box.height) * HEIGHT,
    };
  };
  const line = (to: { x: number; y: number }) => {
    const context = canvas.current?.getContext('2d');
    if (!context || !last.current) return;
    context.lineWidth = 4;
    context.lineCap = 'round';
    context.strokeStyle = '#111';
    context.beginPath();
    context.moveTo(last.current.x, last.current.y);
    context.lineTo(to.x + 0.01, to.y + 0.01);
    context.stroke();
    last.current = to;
  };

  return (
    <Box data-testid={testId}>
      <Box
        component="canvas"
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={texts.pad}
        data-testid={`${testId}-canvas`}
        sx={{
          display: 'block',
          width: '100%',
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
          touchAction: 'none',
        }}
        onPointerDown={(event: PointerEvent<HTMLCanvasElement>) => {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          last.current = point(event);
          line(point(event));
          setDrawn(true);
          setEmpty(false);
        }}
        onPointerMove={(event: PointerEvent<HTMLCanvasElement>) => {
          if (last.current) line(point(event));
        }}
        onPointerUp={() => (last.current = null)}
        onPointerCancel={() => (last.current = null)}
      />
      {empty && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {texts.emptyPad}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button
          variant="outlined"
          disabled={disabled}
          onClick={() => {
            canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
            setDrawn(false);
          }}
        >
          {texts.clear}
        </Button>
        <Button
          variant="contained"
          disabled={disabled}
          data-testid={`${testId}-sign`}
          onClick={() => {
            if (!drawn) return setEmpty(true);
            canvas.current?.toBlob((blob) => blob && onSign(blob), 'image/png');
          }}
        >
          {texts.sign}
        </Button>
      </Stack>
    </Box>
  );
}
