import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { HttpError } from '../api/HttpError.ts';
import { useCar } from '../api/useCar.ts';
import { useResponseStatus } from '../ssr/RenderSink.ts';
import { CarDetailSkeleton } from './CarDetailSkeleton.tsx';
import { CarDetailView } from './CarDetailView.tsx';
import { CarNotFoundPanel } from './CarNotFoundPanel.tsx';
import { loadBookingForm } from './lazyBookingForm.ts';

/** A car the API refuses (unknown, or not an id) is a page not found; a failing API is the server's error. */
function pageStatusOf(error: unknown): number {
  if (error instanceof HttpError) return error.status >= 500 ? error.status : 404;
  return 500;
}

export function CarDetailPage() {
  const { id = '' } = useParams();
  const { data: car, isPending, isError, error } = useCar(id);
  useResponseStatus(isError ? pageStatusOf(error) : 200);
  // While the car itself loads.
  useEffect(() => void loadBookingForm(), []);

  if (isPending) return <CarDetailSkeleton />;
  if (isError) return <CarNotFoundPanel />;
  return <CarDetailView car={car} />;
}
