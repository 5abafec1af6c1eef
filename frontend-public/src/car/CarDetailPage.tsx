import { useParams } from 'react-router-dom';
import { useCar } from '../api/useCar.ts';
import { CarDetailSkeleton } from './CarDetailSkeleton.tsx';
import { CarDetailView } from './CarDetailView.tsx';
import { CarNotFoundPanel } from './CarNotFoundPanel.tsx';

export function CarDetailPage() {
  const { id = '' } = useParams();
  const { data: car, isPending, isError } = useCar(id);

  if (isPending) return <CarDetailSkeleton />;
  if (isError) return <CarNotFoundPanel />;
  return <CarDetailView car={car} />;
}
