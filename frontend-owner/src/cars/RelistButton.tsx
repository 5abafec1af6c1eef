import Undo from '@mui/icons-material/Undo';
import type { OwnerCar } from '@grandtour/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { OwnerDataProvider } from '../dataProvider/dataProvider.ts';
import { apiErrorBody } from '../dataProvider/httpClient.ts';

/** Puts a delisted car back on the site as it was (POST /api/owner/cars/:id/relist, RelistCar). */
export function RelistButton() {
  const car = useRecordContext<OwnerCar>();
  const dataProvider = useDataProvider<OwnerDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const relist = useMutation({
    mutationFn: (carId: string) => dataProvider.relistCar(carId),
    onSuccess: async () => {
      notify('app.relisted', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['cars'] });
    },
    onError: (error) =>
      notify(apiErrorBody(error)?.message ?? 'ra.notification.http_error', { type: 'error' }),
  });
  if (!car || car.isListed) return null;
  return (
    <Button
      label="app.relist"
      onClick={() => relist.mutate(car.id)}
      disabled={relist.isPending}
      data-testid="relist-car"
    >
      <Undo />
    </Button>
  );
}
