export const similarCarsQueryKey = (carId: string) =>
  ['/api/cars', encodeURIComponent(carId), 'similar'] as const;
