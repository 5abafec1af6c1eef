import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Skeleton from '@mui/material/Skeleton';
import { LightTextField } from '../common/LightTextField.tsx';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCars } from '../api/useCars.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { disabledContainedSx } from '../search/disabledContainedSx.ts';
import { VehicleOption } from './VehicleOption.tsx';

interface VehiclePickerProps {
  /** Cars already compared: a car cannot be added twice (spec §5). */
  excludedIds: readonly string[];
  freeSlots: number;
  onCancel: () => void;
  onConfirm: (ids: string[]) => void;
}

export function VehiclePicker({ excludedIds, freeSlots, onCancel, onConfirm }: VehiclePickerProps) {
  const { t } = useLanguage();
  const { data: cars, isPending, isError } = useCars();
  const [picked, setPicked] = useState<string[]>([]);
  const [filter, setFilter] = useState('');

  const needle = filter.trim().toLowerCase();
  const offered = (cars ?? []).filter(
    (car) =>
      !excludedIds.includes(car.id) &&
      (!needle || `${car.brand} ${car.model}`.toLowerCase().includes(needle)),
  );
  const toggle = (id: string) =>
    setPicked((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
    );

  return (
    <>
      <DialogContent dividers>
        <LightTextField
          id="vehicle-picker-filter"
          label={t.compare.picker.filter}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          size="small"
          fullWidth
          type="search"
          sx={{ mb: 1.5 }}
        />
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 1 }}>
          {t.compare.picker.picked(picked.length, freeSlots)}
        </Typography>
        {isPending && <Skeleton variant="rectangular" height={240} />}
        {isError && <Alert severity="error">{t.search.results.error}</Alert>}
        {cars && offered.length === 0 && (
          <Typography sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
            {t.compare.picker.none}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column' }} data-testid="vehicle-options">
          {offered.map((car) => {
            const checked = picked.includes(car.id);
            return (
              <VehicleOption
                key={car.id}
                car={car}
                checked={checked}
                disabled={!checked && picked.length >= freeSlots}
                onToggle={() => toggle(car.id)}
              />
            );
          })}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onCancel} sx={{ color: 'text.secondary' }}>
          {t.compare.picker.cancel}
        </Button>
        <Button
          variant="contained"
          disabled={picked.length === 0}
          onClick={() => onConfirm(picked)}
          data-testid="vehicle-picker-confirm"
          sx={disabledContainedSx}
        >
          {t.compare.picker.confirm(picked.length)}
        </Button>
      </DialogActions>
    </>
  );
}
