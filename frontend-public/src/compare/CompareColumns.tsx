import { CompareColumn } from './CompareColumn.tsx';
import { CompareColumnPlaceholder } from './CompareColumnPlaceholder.tsx';
import type { Trip } from './compareParams.ts';
import type { ComparedCar } from './useComparedCars.ts';

interface CompareColumnsProps {
  compared: ComparedCar[];
  trip: Trip | null;
  onRemove: (id: string) => void;
}

export function CompareColumns({ compared, trip, onRemove }: CompareColumnsProps) {
  return compared.map((entry) => {
    switch (entry.status) {
      case 'loaded':
        return (
          <CompareColumn key={entry.id} car={entry.car} trip={trip} onRemove={() => onRemove(entry.id)} />
        );
      case 'failed':
        return (
          <CompareColumnPlaceholder
            key={entry.id}
            failure={{ onRetry: entry.retry, onRemove: () => onRemove(entry.id) }}
          />
        );
      case 'loading':
        return <CompareColumnPlaceholder key={entry.id} />;
      case 'missing':
        return null;
      default: {
        const unexpected: never = entry;
        return unexpected;
      }
    }
  });
}
