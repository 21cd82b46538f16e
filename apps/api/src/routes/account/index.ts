import type { FastifyPluginAsync } from 'fastify';
import password from './password';
import phoneLookup from './phone-lookup';
import recovery from './recovery';
import register from './register';
import sessions from './sessions';
import verification from './verification';

/** The account calls of spec section 7 other than sign-in (routes/auth/login.ts). */
const account: FastifyPluginAsync = async (app) => {
  await app.register(register);
  await app.register(verification);
  await app.register(recovery);
  await app.register(phoneLookup);
  await app.register(password);
  await app.register(sessions);
};

export default account;
