import type { Car } from '@grandtour/shared';
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';

// Read-only for now; replaced by ra-data-simple-rest on /api/owner once owners sign in.

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return (await response.json()) as T;
}

const readCars = () => fetchJson<Car[]>('/api/cars');

function matchesFilter(car: Car, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([field, wanted]) => {
    const value = (car as unknown as Record<string, unknown>)[field];
    if (field === 'q')
      return `${car.brand} ${car.model} ${car.location}`.toLowerCase().includes(String(wanted).toLowerCase());
    return value === wanted;
  });
}

function sortAndPage(cars: Car[], { sort, pagination, filter }: Partial<GetListParams>) {
  const filtered = cars.filter((car) => matchesFilter(car, filter ?? {}));
  if (sort) {
    const direction = sort.order === 'DESC' ? -1 : 1;
    const key = sort.field as keyof Car;
    filtered.sort((a, b) => {
      const [x, y] = [a[key], b[key]];
      const numeric = typeof x === 'string' && /^-?\d+(\.\d+)?$/.test(x) ? [Number(x), Number(y)] : [x, y];
      return (numeric[0]! > numeric[1]! ? 1 : numeric[0]! < numeric[1]! ? -1 : 0) * direction;
    });
  }
  const page = pagination?.page ?? 1;
  const perPage = pagination?.perPage ?? 25;
  return { data: filtered.slice((page - 1) * perPage, page * perPage), total: filtered.length };
}

const readOnly = () =>
  Promise.reject(new Error('The catalogue is read-only in this version of the back office.'));

export const catalogueDataProvider: DataProvider = {
  getList: async (_resource, params) => sortAndPage(await readCars(), params) as never,
  getOne: async (_resource, params) =>
    ({ data: await fetchJson<Car>(`/api/cars/${encodeURIComponent(String(params.id))}`) }) as never,
  getMany: async (_resource, params) =>
    ({ data: (await readCars()).filter((car) => params.ids.includes(car.id)) }) as never,
  getManyReference: async (_resource, params) =>
    sortAndPage(await readCars(), {
      ...params,
      filter: { ...params.filter, [params.target]: params.id },
    }) as never,
  create: readOnly,
  update: readOnly,
  updateMany: readOnly,
  delete: readOnly,
  deleteMany: readOnly,
} satisfies DataProvider<string> as DataProvider;
export type CarRecord = Car & RaRecord;
