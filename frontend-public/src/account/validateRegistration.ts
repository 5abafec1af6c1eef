import { PASSWORD_MIN_LENGTH, USERNAME_PATTERN, type UserType } from '@grandtour/shared';

export interface RegistrationValues {
  userType: UserType;
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phonePrefix: string;
  phone: string;
  address: string;
  city: string;
  zipCode: string;
  country: string;
}

export type RegistrationProblem =
  | 'usernameLength'
  | 'usernameCharacters'
  | 'passwordTooShort'
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'emailInvalid'
  | 'phoneInvalid';

export type RegistrationField = keyof RegistrationValues;

/** Screen order: the first field with a problem gets the focus after a refused submit. */
export const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'username',
  'email',
  'password',
  'firstName',
  'lastName',
  'phonePrefix',
  'phone',
  'address',
  'city',
  'zipCode',
  'country',
];

export const EMPTY_REGISTRATION: RegistrationValues = {
  userType: 'client',
  username: '',
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  phonePrefix: '+33',
  phone: '',
  address: '',
  city: '',
  zipCode: '',
  country: '',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE_NUMBER = /^[\d ().-]{4,19}$/;

/**
 * Spec §5 registration rules (username 3 to 50, names, a valid e-mail; the phone is optional) and the password's
 * length (8 at least, decision 51). The server's policy has the last word on a password and says why it refuses one.
 */
export function validateRegistration(
  values: RegistrationValues,
): Partial<Record<RegistrationField, RegistrationProblem>> {
  const problems: Partial<Record<RegistrationField, RegistrationProblem>> = {};
  const username = values.username.trim();
  if (username.length < 3 || username.length > 50) problems.username = 'usernameLength';
  else if (!USERNAME_PATTERN.test(username)) problems.username = 'usernameCharacters';
  if (!EMAIL.test(values.email.trim())) problems.email = 'emailInvalid';
  // Characters, as the server counts them: an emoji is one, not two UTF-16 units.
  if ([...values.password].length < PASSWORD_MIN_LENGTH) problems.password = 'passwordTooShort';
  if (!values.firstName.trim()) problems.firstName = 'firstNameRequired';
  if (!values.lastName.trim()) problems.lastName = 'lastNameRequired';
  const phone = values.phone.trim();
  if (phone && !PHONE_NUMBER.test(phone)) problems.phone = 'phoneInvalid';
  return problems;
}

/** What `POST /api/register` receives: the owner's address only for owners, the phone with its prefix. */
export function registrationRequest(values: RegistrationValues, language: string) {
  const owner = values.userType === 'owner';
  const phone = values.phone.trim();
  return {
    userType: values.userType,
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: phone ? `${values.phonePrefix} ${phone}` : null,
    address: owner ? values.address.trim() || null : null,
    city: owner ? values.city.trim() || null : null,
    zipCode: owner ? values.zipCode.trim() || null : null,
    country: owner ? values.country.trim() || null : null,
    language,
  };
}
