import type { UserEvent } from '@grandtour/commands';
import type { Projection } from '@grandtour/event-store';
import { USER_EVENT_TYPES } from '@grandtour/commands';
import { ERASED } from '@grandtour/shared';

/** E-mail and username are unique: an erased account's read as its own marker, so erased accounts never collide. */
const uniqueOrErased = (value: string, userId: string) => (value === ERASED ? `${ERASED}:${userId}` : value);

export const usersProjection: Projection<UserEvent> = {
  name: 'users',
  handles: USER_EVENT_TYPES,
  tables: ['users'],
  async apply(event, sql) {
    const user = event.data;
    await sql.query(
      `INSERT INTO users (id, username, email, first_name, last_name, phone, user_type, address, city, country,
                          zip_code, language, date_of_birth, driving_license_number, password_hash, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) ON CONFLICT (id) DO NOTHING`,
      [
        user.userId,
        uniqueOrErased(user.username, user.userId),
        uniqueOrErased(user.email, user.userId),
        user.firstName,
        user.lastName,
        user.phone,
        user.userType,
        user.address,
        user.city,
        user.country,
        user.zipCode,
        user.language,
        user.dateOfBirth ?? null,
        user.drivingLicenseNumber ?? null,
        user.passwordHash,
        user.registeredAt,
      ],
    );
  },
};
