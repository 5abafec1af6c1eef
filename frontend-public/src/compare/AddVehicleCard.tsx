import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import AddIcon from '@mui/icons-material/Add';
import { useLanguage } from '../i18n/useLanguage.ts';
import { loadSelectVehiclesDialog } from './lazySelectVehiclesDialog.ts';

/** Shown while fewer than three cars are compared; opens the list of the other cars. */
export function AddVehicleCard({ freeSlots, onClick }: { freeSlots: number; onClick: () => void }) {
  const { t } = useLanguage();
  return (
    <ButtonBase
      onClick={onClick}
      onPointerEnter={loadSelectVehiclesDialog}
      onFocus={loadSelectVehiclesDialog}
      data-testid="add-vehicle"
      aria-haspopup="dialog"
      sx={{
        minHeight: 320,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        borderRadius: 1.5,
        border: '1px dashed',
        borderColor: 'rgba(201, 162, 39, 0.5)',
        color: 'text.secondary',
        transition: 'border-color 200ms, color 200ms',
        '&:hover': { borderColor: 'primary.main', color: 'text.primary' },
      }}
    >
      <AddIcon sx={{ fontSize: 44, color: 'primary.main' }} aria-hidden />
      <Box component="span" sx={{ fontWeight: 600, fontSize: '1.05rem', color: 'text.primary' }}>
        {t.compare.addVehicle}
      </Box>
      <Box component="span" sx={{ fontSize: '0.9rem' }}>
        {t.compare.freeSlots(freeSlots)}
      </Box>
    </ButtonBase>
  );
}
