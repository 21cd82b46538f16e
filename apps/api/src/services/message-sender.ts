import type { FastifyInstance } from 'fastify';
import { findAccount } from '../repositories/accounts';
import { allyNameOf } from '../repositories/allies';

/**
 * The ally a message to this phone speaks for: the ally of the phone's account (pending or
 * active), else the ally whose site asked; undefined when neither is known, and the text then
 * names no one (account-messages.ts).
 */
export async function senderForPhone(
  app: FastifyInstance,
  phoneNumber: string,
  askingAllyCode: string | undefined,
): Promise<string | undefined> {
  const account = await findAccount(app.db, { phoneNumber });
  if (account) return account.allyName;
  return askingAllyCode ? allyNameOf(app.db, askingAllyCode) : undefined;
}
