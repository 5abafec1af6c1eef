import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useLanguage } from '../i18n/useLanguage.ts';
import { VehiclePicker } from './VehiclePicker.tsx';

interface SelectVehiclesDialogProps {
  open: boolean;
  excludedIds: readonly string[];
  freeSlots: number;
  onClose: () => void;
  onConfirm: (ids: string[]) => void;
}

const TITLE_ID = 'select-vehicles-title';

/** The modal of spec §2 listing the cars not compared yet; closed, it unmounts, so each opening starts afresh. */
export function SelectVehiclesDialog({
  open,
  excludedIds,
  freeSlots,
  onClose,
  onConfirm,
}: SelectVehiclesDialogProps) {
  const { t } = useLanguage();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={TITLE_ID}
      data-testid="select-vehicles"
    >
      <DialogTitle id={TITLE_ID}>{t.compare.picker.title}</DialogTitle>
      <VehiclePicker
        excludedIds={excludedIds}
        freeSlots={freeSlots}
        onCancel={onClose}
        onConfirm={onConfirm}
      />
    </Dialog>
  );
}
