import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { Car } from '@grandtour/shared';
import { CarImage } from '../common/CarImage.tsx';
import { Price } from '../currency/Price.tsx';

interface VehicleOptionProps {
  car: Car;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}

export function VehicleOption({ car, checked, disabled, onToggle }: VehicleOptionProps) {
  const name = `${car.brand} ${car.model}`;
  return (
    <FormControlLabel
      data-testid="vehicle-option"
      disabled={disabled}
      control={<Checkbox checked={checked} onChange={onToggle} />}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CarImage src={car.images[0]} alt="" width={96} height={60} sx={{ width: 96, borderRadius: 1 }} />
          <Box>
            <Box sx={{ fontWeight: 600 }}>{name}</Box>
            <Box sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>
              {car.year} · {car.location} · <Price euros={car.dailyPrice} perDay />
            </Box>
          </Box>
        </Box>
      }
      sx={{
        m: 0,
        py: 1,
        pr: 1,
        borderBottom: '1px solid',
        borderColor: 'divider',
        '& .MuiFormControlLabel-label': { flex: 1 },
      }}
    />
  );
}
