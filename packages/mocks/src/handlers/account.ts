import {
  type LoginRequest,
  loginCountryParams,
  loginRequest,
  MISSING_PASSWORD_PLACEHOLDER,
} from '@aula/contracts/auth';
import { HttpResponse, http } from 'msw';
import { type DemoUser, mockTokenFor } from '../fixtures/users';
import { mockState } from '../state';
import { withoutPlus } from './phone';
import { apiError, badRequest, jsonBody } from './responses';

function findUser(credentials: LoginRequest): DemoUser | undefined {
  const { email, phone_number } = credentials;
  return mockState().users.find(({ user }) =>
    email !== undefined
      ? user.email?.toLowerCase() === email.toLowerCase()
      : phone_number !== undefined &&
        user.phone_number !== null &&
        withoutPlus(user.phone_number) === withoutPlus(phone_number),
  );
}

/** Phone + PIN sends the placeholder as password; the other two modes need the real one. */
function secretsMatch(demo: DemoUser, { login_pin, password }: LoginRequest): boolean {
  if (login_pin !== undefined) {
    return login_pin === demo.loginPin && (password === MISSING_PASSWORD_PLACEHOLDER || password === demo.password);
  }
  return password === demo.password;
}

export const accountHandlers = [
  http.post<{ country: string }>('*/api/:country/login/', async ({ request, params }) => {
    const country = loginCountryParams.safeParse(params);
    if (!country.success) return badRequest(country.error.issues);
    const credentials = loginRequest.safeParse(await jsonBody(request));
    if (!credentials.success) return badRequest(credentials.error.issues);

    const demo = findUser(credentials.data);
    if (!demo || !secretsMatch(demo, credentials.data)) {
      return apiError(400, { error: 'invalid_credentials', message: 'Invalid credentials' });
    }
    return HttpResponse.json({ token: mockTokenFor(demo.user), user: demo.user });
  }),
];
