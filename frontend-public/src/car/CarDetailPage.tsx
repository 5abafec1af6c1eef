import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useCar } from '../api/useCar.ts';
import { CarDetailSkeleton } from './CarDetailSkeleton.tsx';
import { CarDetailView } from './CarDetailView.tsx';
import { CarNotFoundPanel } from './CarNotFoundPanel.tsx';
import { loadBookingForm } from './lazyBookingForm.ts';

export function CarDetailPage() {
  const { id = '' } = useParams();
  const { data: car, isPending, isError } = useCar(id);
  // While the car itself loads.
  useEffect(() => void loadBookingForm(), []);

  if (isPending) return <CarDetailSkeleton />;
  if (isError) return <CarNotFoundPanel />;
  return <CarDetailView car={car} />;
}
