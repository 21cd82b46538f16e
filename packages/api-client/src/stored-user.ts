import type { SessionUser } from '@aula/contracts/auth';

/**
 * Who is signed in, kept on this device beside the ally's token so a reload or a deep link still
 * greets the learner by name. Per ally, like the token; gone with the session. No ally (a lone
 * screen in a test) keeps it under the plain key.
 */
const keyOf = (allyCode: string | undefined) => `aula.session-user${allyCode ? `.${allyCode}` : ''}`;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled (private mode, policies): the name is simply not kept
  }
}

export function readStoredUser(allyCode: string | undefined): SessionUser | null {
  try {
    const raw = storage()?.getItem(keyOf(allyCode));
    const user = raw ? (JSON.parse(raw) as SessionUser) : null;
    return user && typeof user.name === 'string' && user.ally_code === (allyCode ?? user.ally_code) ? user : null;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: SessionUser, allyCode: string | undefined): void {
  try {
    storage()?.setItem(keyOf(allyCode), JSON.stringify(user));
  } catch {
    // a full or disabled storage only costs the greeting after a reload
  }
}

export function clearStoredUser(allyCode: string | undefined): void {
  try {
    storage()?.removeItem(keyOf(allyCode));
  } catch {
    // nothing to clear
  }
}
