import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

// The account journeys start from accounts made for each test (never the demo learners, whose
// secrets the other specs rely on), and read codes and links where a new user would: the
// development outbox the server fills when no WhatsApp or mail provider is configured.

let counter = 0;

/** A Mexican mobile number (10 digits, as typed on screen) no other test of this run uses. */
export function freshPhone(): string {
  counter += 1;
  return `56${String(Date.now() % 1_000_000).padStart(6, '0')}${String(counter % 100).padStart(2, '0')}`;
}

/** The E.164 form the API keeps: '+52' and the ten digits. */
export const international = (phone: string) => `+52${phone}`;

interface OutboxMessage {
  channel: 'email' | 'whatsapp';
  to: string;
  text: string;
}

/**
 * Plain fetch, not Playwright's request context: that one keeps cookies, and a request carrying
 * the anti-forgery cookie must echo it in a header, as the site itself does.
 */
export async function api(
  baseURL: string,
  path: string,
  init: { method?: string; body?: object; token?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (init.body) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  return fetch(new URL(path, baseURL), {
    method: init.method ?? 'GET',
    headers,
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
}

/** The newest outbox message to `to` whose text `pattern` matches; waits for the delivery to land. */
async function newestMessage(baseURL: string, to: string, pattern: RegExp, after = 0): Promise<RegExpExecArray> {
  let found: RegExpExecArray | null = null;
  await expect
    .poll(
      async () => {
        const response = await api(baseURL, `/dev/outbox/?to=${encodeURIComponent(to)}`);
        const { results } = (await response.json()) as { results: (OutboxMessage & { id: number })[] };
        const fresh = results.filter((message) => message.id > after);
        found = fresh.map((message) => pattern.exec(message.text)).find((match) => match !== null) ?? null;
        return found !== null;
      },
      { timeout: 10_000, intervals: [100, 250, 500] },
    )
    .toBe(true);
  if (!found) throw new Error(`no message to ${to} matched ${pattern}`);
  return found;
}

/** The id of the newest outbox message to `to` (0 for none): later messages are the new ones. */
export async function lastOutboxId(baseURL: string, to: string): Promise<number> {
  const response = await api(baseURL, `/dev/outbox/?to=${encodeURIComponent(to)}`);
  const { results } = (await response.json()) as { results: { id: number }[] };
  return Math.max(0, ...results.map((message) => message.id));
}

/** The six-digit WhatsApp code last sent to a phone (national digits) after message `after`. */
export async function whatsappCode(baseURL: string, phone: string, after = 0): Promise<string> {
  const [, code] = await newestMessage(baseURL, international(phone), /\b(\d{6})\b/, after);
  return code ?? '';
}

/** The reset link last mailed to `email`, whole (its origin names where the learner will open it). */
export async function resetLink(baseURL: string, email: string, after = 0): Promise<string> {
  const [link] = await newestMessage(baseURL, email, /https?:\/\/\S+\/restablecer\?\S+/, after);
  return link;
}

/** The path and query of the reset link last mailed to `email` (the link names this server). */
export async function resetLinkPath(baseURL: string, email: string): Promise<string> {
  const url = new URL(await resetLink(baseURL, email));
  return `${url.pathname}${url.search}`;
}

export interface NewLearner {
  phone: string;
  email: string;
  password: string;
  pin: string;
  name: string;
  /** When its registration code went out (ms): the server sends one code a minute per phone. */
  codeSentAt: number;
}

/**
 * A learner registered and verified over HTTP, ready to sign in: full registration (email and
 * password) or the quick one (a PIN only). The screens of registration are account-register's.
 */
export async function registeredLearner(
  baseURL: string | undefined,
  kind: 'full' | 'quick',
  allyCode = 'impulsa',
  { reminders = false }: { reminders?: boolean } = {},
): Promise<NewLearner> {
  if (!baseURL) throw new Error('the e2e config gives every test a baseURL');
  const phone = freshPhone();
  const learner: NewLearner = {
    phone,
    email: `e2e-${phone}@example.com`,
    // Not built from the phone or email: the API refuses a password holding the learner's own words.
    password: `Clave-${randomBytes(6).toString('base64url')}`,
    pin: '4827',
    name: 'Prueba',
    codeSentAt: 0,
  };
  const registration =
    kind === 'full'
      ? {
          path: '/api/mx/register/',
          body: {
            first_name: learner.name,
            last_name: 'E2E',
            phone_number: international(phone),
            email: learner.email,
            password: learner.password,
            ally_code: allyCode,
            accepts_terms: true,
            ...(reminders ? { reminders: { timeZone: 'America/Mexico_City' } } : {}),
          },
        }
      : {
          path: '/api/mx/simple_register/',
          body: {
            first_name: learner.name,
            phone_number: international(phone),
            login_pin: learner.pin,
            ally_code: allyCode,
            accepts_terms: true,
            // The box "Recibir recordatorios por WhatsApp" ticked: consent to WhatsApp messages.
            ...(reminders ? { reminders: { timeZone: 'America/Mexico_City' } } : {}),
          },
        };
  const accepted = await api(baseURL, registration.path, { method: 'POST', body: registration.body });
  expect(accepted.status).toBe(202);
  learner.codeSentAt = Date.now();
  const code = await whatsappCode(baseURL, phone);
  const verified = await api(baseURL, '/api/wa_validation/', {
    method: 'POST',
    body: { phone_number: international(phone), verification_code: code },
  });
  expect(verified.status).toBe(200);
  // The right code signs the new account in; that session is this helper's, not a device's.
  const { session } = (await verified.json()) as { session: { token: string } };
  expect((await api(baseURL, '/api/logout/', { method: 'POST', token: session.token })).status).toBe(200);
  return learner;
}

/** Whether the API still accepts a sign-in token (its answer to the learner's session list). */
export async function tokenWorks(baseURL: string | undefined, token: string, allyCode = 'impulsa'): Promise<boolean> {
  if (!baseURL) throw new Error('the e2e config gives every test a baseURL');
  const response = await fetch(new URL('/api/sessions/', baseURL), {
    headers: { authorization: `Bearer ${token}`, 'x-aula-ally': allyCode },
  });
  return response.status === 200;
}

/** The sign-in token this page's ally keeps in its cookie. */
export async function tokenCookie(page: Page, allyCode = 'impulsa'): Promise<string> {
  const cookie = (await page.context().cookies()).find(({ name }) => name === `token.${allyCode}`);
  if (!cookie) throw new Error(`no token.${allyCode} cookie: not signed in`);
  return cookie.value;
}

/** Signs in on the sign-in screen, phone first, with the password (or the PIN). */
export async function signInByPhone(
  page: Page,
  learner: NewLearner,
  { allyCode = 'impulsa', secret = 'password' }: { allyCode?: string; secret?: 'password' | 'pin' } = {},
) {
  await page.goto(`/mx/${allyCode}/login`);
  await page.getByRole('textbox', { name: 'Celular' }).fill(learner.phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
  if (secret === 'pin') {
    // A PIN-only account is asked for its PIN at once; one with a password too offers it as a tab.
    const pin = page.getByLabel('PIN', { exact: true });
    const pinTab = page.getByRole('tab', { name: 'Con PIN' });
    await expect(pin.or(pinTab)).toBeVisible();
    if (await pinTab.isVisible()) await pinTab.click();
    await pin.fill(learner.pin);
  } else {
    await page.getByLabel('Contraseña', { exact: true }).fill(learner.password);
  }
  await page.locator('form').getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** The learner home is on screen, with the way to sign out in the header. */
export async function expectLearnerHome(page: Page, allyCode = 'impulsa') {
  await expect(page).toHaveURL(new RegExp(`/mx/${allyCode}/seccion$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Mis lecciones' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
}

/**
 * On the forgotten-password page: asks for a link (after an address without its domain), opens
 * it from the outbox and sets `newPassword` (after a confirmation that differs; the boxes are
 * filled again, as a page the server answered sends no secret back). Ends on the sign-in page.
 */
export async function resetPasswordByLink(page: Page, baseURL: string | undefined, email: string, newPassword: string) {
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('e2e@');
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(page.getByText('Revisa tu correo; debe verse como nombre@ejemplo.com.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(page.getByRole('heading', { name: 'Revisa tus mensajes' })).toBeVisible();

  const link = await resetLinkPath(baseURL ?? '', email);
  // The link leads to the site the learner asked from.
  expect(link).toMatch(/^\/mx\/impulsa\/restablecer\?/);
  await page.goto(link);
  await page.getByLabel('Nueva contraseña').fill(newPassword);
  await page.getByLabel('Repite la contraseña').fill('Otra-clave-distinta');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Las dos contraseñas no coinciden.')).toBeVisible();
  await page.getByLabel('Nueva contraseña').fill(newPassword);
  await page.getByLabel('Repite la contraseña').fill(newPassword);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(/\/mx\/impulsa\/login$/);
  return link;
}

/** The path of the team invitation mailed to `email` (the development outbox), to open as its link. */
export async function invitationPath(baseURL: string, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(new URL(`/dev/outbox/?to=${encodeURIComponent(email)}`, baseURL));
        const { results } = (await response.json()) as { results: { text: string }[] };
        link = results.map((message) => /https?:\/\/\S+\/invitacion-equipo\?\S+/.exec(message.text)?.[0]).find(Boolean);
        return link !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}
