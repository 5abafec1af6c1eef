import { CONTACT_MESSAGE_MAX_LENGTH, type ContactSubject } from '@grandtour/shared';

export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: ContactSubject;
  message: string;
}
export type ContactProblem =
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'messageRequired'
  | 'messageTooLong';

export const CONTACT_FIELDS: readonly (keyof ContactValues)[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'subject',
  'message',
];
export const EMPTY_CONTACT: ContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: 'general',
  message: '',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[\d ().-]{4,30}$/;

/** Spec §5: names, a valid e-mail and a message are required; phone and subject are optional. */
export function validateContact(values: ContactValues): Partial<Record<keyof ContactValues, ContactProblem>> {
  const problems: Partial<Record<keyof ContactValues, ContactProblem>> = {};
  if (!values.firstName.trim()) problems.firstName = 'firstNameRequired';
  if (!values.lastName.trim()) problems.lastName = 'lastNameRequired';
  if (!EMAIL.test(values.email.trim())) problems.email = 'emailInvalid';
  if (values.phone.trim() && !PHONE.test(values.phone.trim())) problems.phone = 'phoneInvalid';
  const message = values.message.trim();
  if (!message) problems.message = 'messageRequired';
  else if (message.length > CONTACT_MESSAGE_MAX_LENGTH) problems.message = 'messageTooLong';
  return problems;
}
