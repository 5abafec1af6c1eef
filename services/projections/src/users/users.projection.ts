import type { UserEvent } from '@grandtour/commands';
import type { Projection } from '@grandtour/event-store';
import { USER_EVENT_TYPES } from '@grandtour/commands';
import { ERASED } from '@grandtour/shared';

/** E-mail and username are unique: an erased account's read as its own marker, so erased accounts never collide. */
const uniqueOrErased = (value: string, userId: string) => (value === ERASED ? `${ERASED}:${userId}` : value);

const COLUMNS = [
  'id',
  'username',
  'email',
  'first_name',
  'last_name',
  'phone',
  'user_type',
  'address',
  'city',
  'country',
  'zip_code',
  'language',
  'date_of_birth',
  'driving_license_number',
  'password_hash',
  'created_at',
] as const;

function rowOf({ data: user }: { data: UserEvent['data'] }): Record<(typeof COLUMNS)[number], unknown> {
  return {
    id: user.userId,
    username: uniqueOrErased(user.username, user.userId),
    email: uniqueOrErased(user.email, user.userId),
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    user_type: user.userType,
    address: user.address,
    city: user.city,
    country: user.country,
    zip_code: user.zipCode,
    language: user.language,
    date_of_birth: user.dateOfBirth ?? null,
    driving_license_number: user.drivingLicenseNumber ?? null,
    password_hash: user.passwordHash,
    created_at: user.registeredAt,
  };
}

export const usersProjection: Projection<UserEvent> = {
  name: 'users',
  handles: USER_EVENT_TYPES,
  tables: ['users'],
  async apply(event, sql) {
    const row = rowOf(event);
    await sql.query(
      `INSERT INTO users (${COLUMNS.join(', ')})
       VALUES (${COLUMNS.map((_, index) => `$${index + 1}`).join(', ')}) ON CONFLICT (id) DO NOTHING`,
      COLUMNS.map((column) => row[column]),
    );
  },
  // Rebuilds: the page's accounts in one statement, in log order, so that the first of an id stays (decision 105).
  async applyBatch(events, sql) {
    await sql.query(
      `INSERT INTO users (${COLUMNS.join(', ')})
       SELECT ${COLUMNS.join(', ')} FROM json_populate_recordset(NULL::users, $1::json) WITH ORDINALITY AS u
        ORDER BY u.ordinality
       ON CONFLICT (id) DO NOTHING`,
      [JSON.stringify(events.map(rowOf))],
    );
  },
};
