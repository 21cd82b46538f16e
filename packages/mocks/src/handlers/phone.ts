import type { DemoUser } from '../fixtures/users';
import { mockState } from '../state';

/** The spec strips a leading plus before looking a phone number up; the mocks compare both ways. */
export const withoutPlus = (phone: string) => phone.replace(/^\+/, '');

export function userByPhone(phone: string, users: DemoUser[] = mockState().users): DemoUser | undefined {
  return users.find(({ user }) => user.phone_number !== null && withoutPlus(user.phone_number) === withoutPlus(phone));
}
