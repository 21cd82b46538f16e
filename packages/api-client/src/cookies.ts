import type { UserAccess } from '@aula/contracts/auth';
import { USER_ACCESS_VALUES } from '@aula/contracts/constants';
import { CSRF_COOKIE, DATA_SAVER_COOKIE } from '@aula/contracts/headers';
import Cookies from 'js-cookie';

/** The only module that touches js-cookie: every cookie the front end reads or writes is named here. */
export const COOKIE_NAMES = {
  country: 'country',
  allyCode: 'ally_code',
  userAccess: 'user_access',
  csrfToken: CSRF_COOKIE,
  dataSaver: DATA_SAVER_COOKIE,
} as const;

/** Browsers silently drop a cookie whose name and value exceed this (spec section 9). */
export const MAX_COOKIE_BYTES = 4096;
const SESSION_DAYS = 30;
/** Country, ally and data saver are choices a returning visitor expects to find again. */
const PREFERENCE_DAYS = 365;

function write(name: string, value: string, expiresInDays: number): void {
  const bytes = new TextEncoder().encode(`${name}=${Cookies.converter.write(value, name)}`).length;
  if (bytes > MAX_COOKIE_BYTES) {
    console.warn(`Cookie "${name}" is ${bytes} bytes; browsers drop cookies over ${MAX_COOKIE_BYTES} bytes.`);
  }
  Cookies.set(name, value, {
    path: '/',
    sameSite: 'Lax',
    secure: globalThis.location?.protocol === 'https:',
    expires: expiresInDays,
  });
}

function read(name: string): string | undefined {
  return Cookies.get(name) || undefined;
}

function remove(name: string): void {
  Cookies.remove(name, { path: '/' });
}

export const readCountry = () => read(COOKIE_NAMES.country);
export const writeCountry = (code: string) => write(COOKIE_NAMES.country, code, PREFERENCE_DAYS);

export const readAllyCode = () => read(COOKIE_NAMES.allyCode);
export const writeAllyCode = (code: string) => write(COOKIE_NAMES.allyCode, code, PREFERENCE_DAYS);

/**
 * The session cookies are per ally: `user_access.impulsa` here, and `token.impulsa`, which only
 * the API writes and reads (HttpOnly: no script of the page can see it). The caller names the ally
 * (the store's, `sessionSiteOf`): outside any ally's site (tests of a lone screen, the app-host
 * registration page before it knows the ally) the plain names are used.
 */
export function sessionCookieName(name: string, allyCode?: string): string {
  return allyCode ? `${name}.${allyCode}` : name;
}

/** An unknown value (an old or tampered cookie) reads as no access rather than as a role. */
export function readUserAccess(allyCode?: string): UserAccess | undefined {
  const value = read(sessionCookieName(COOKIE_NAMES.userAccess, allyCode));
  return USER_ACCESS_VALUES.find((access) => access === value);
}
/**
 * The non-secret mark that this device is signed in on the ally: written on sign-in, gone on
 * sign-out or a 401 (store.ts keeps it with the store's session). It lives as long as the session
 * cookie the API set beside it.
 */
export const writeUserAccess = (access: UserAccess, allyCode?: string) =>
  write(sessionCookieName(COOKIE_NAMES.userAccess, allyCode), access, SESSION_DAYS);
export const clearUserAccess = (allyCode?: string) => remove(sessionCookieName(COOKIE_NAMES.userAccess, allyCode));
/** Whether the ally's session is believed alive; the API has the last word (a 401 ends it here). */
export const hasSession = (allyCode?: string) => readUserAccess(allyCode) !== undefined;

/**
 * The data-saver choice of settings, for the server: a page opened directly is then rendered
 * without images. Only 'on' is written; off removes it.
 */
export const writeDataSaverChoice = (on: boolean) =>
  on ? write(COOKIE_NAMES.dataSaver, 'on', PREFERENCE_DAYS) : remove(COOKIE_NAMES.dataSaver);

/** Set by the API, never by the front end; sent back in the anti-forgery header (same-origin API). */
export const readCsrfToken = () => read(COOKIE_NAMES.csrfToken);
