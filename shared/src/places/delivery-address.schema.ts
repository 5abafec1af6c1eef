import { z } from 'zod';

/** A customer's address for delivery and collection (decision 56); kept apart so pages that name places skip zod. */
export const DeliveryAddressSchema = z.strictObject({
  street: z.string().trim().min(3).max(200),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Expected a French postcode of five digits'),
  city: z.string().trim().min(1).max(100),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>;
