import { ApiErrorSchema } from '@grandtour/shared';

type ErrorResponses<Status extends number> = { [Code in Status]: typeof ApiErrorSchema };

/** The OpenAPI response entries of a route's error statuses, all in the one error shape. */
export function errorResponses<Status extends number>(...statuses: Status[]): ErrorResponses<Status> {
  return Object.fromEntries(statuses.map((status) => [status, ApiErrorSchema])) as ErrorResponses<Status>;
}
