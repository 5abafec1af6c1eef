export interface LoginValues {
  identifier: string;
  password: string;
}
export type LoginProblem = 'identifierRequired' | 'passwordRequired';
export const LOGIN_FIELDS: readonly (keyof LoginValues)[] = ['identifier', 'password'];
export const EMPTY_LOGIN: LoginValues = { identifier: '', password: '' };

export function validateLogin(values: LoginValues): Partial<Record<keyof LoginValues, LoginProblem>> {
  const problems: Partial<Record<keyof LoginValues, LoginProblem>> = {};
  if (!values.identifier.trim()) problems.identifier = 'identifierRequired';
  if (!values.password) problems.password = 'passwordRequired';
  return problems;
}
