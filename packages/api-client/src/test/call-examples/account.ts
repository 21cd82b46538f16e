import { MISSING_PASSWORD_PLACEHOLDER } from '@aula/contracts/constants';
import { RESET_UIDB64, VALID_RESET_TOKEN, VALID_WA_CODE } from '@aula/mocks/fixtures/secrets';
import { DEMO_LOGIN_PIN, DEMO_PASSWORD } from '@aula/mocks/fixtures/users';
import { type CallExamples, FRONTEND_BASE_URL } from './types';

const registration = {
  first_name: 'Lucía',
  last_name: 'Gómez',
  phone_number: '+573001112233',
  password: 'Segura-2026',
  ally_code: 'impulsa',
  accepts_terms: true,
};
const simpleRegistration = {
  first_name: 'Rosa',
  phone_number: '+51987654321',
  login_pin: '4821',
  ally_code: 'crecer',
  accepts_terms: true,
};
const fbRegistration = {
  access_token: 'EAAB-facebook-token',
  phone_number: '+525511112222',
  ally_code: 'impulsa',
  accepts_terms: true,
};
const byEmail = { email: 'demo@impulsa.example', password: DEMO_PASSWORD };
const phone = { phone_number: '+525550000001' };
const resetLink = { token: VALID_RESET_TOKEN, uidb64: RESET_UIDB64 };

export const accountExamples: CallExamples = {
  'POST /api/{c}/register/': {
    endpoint: 'register',
    args: { country: 'co', registration },
    url: '/api/co/register/',
    body: registration,
  },
  'POST /api/{c}/simple_register/': {
    endpoint: 'simpleRegister',
    args: { country: 'pe', registration: simpleRegistration },
    url: '/api/pe/simple_register/',
    body: simpleRegistration,
  },
  'POST /api/{c}/fb_register/': {
    endpoint: 'fbRegister',
    args: { country: 'mx', registration: fbRegistration },
    url: '/api/mx/fb_register/',
    body: fbRegistration,
  },
  'POST /api/{c}/login/': {
    endpoint: 'login',
    args: { country: 'co', credentials: byEmail },
    url: '/api/co/login/',
    body: byEmail,
  },
  'POST /api/mx/login/': {
    endpoint: 'login',
    args: { country: 'mx', credentials: { phone_number: '+525550000002', login_pin: DEMO_LOGIN_PIN } },
    url: '/api/mx/login/',
    body: { phone_number: '+525550000002', login_pin: DEMO_LOGIN_PIN, password: MISSING_PASSWORD_PLACEHOLDER },
  },
  'POST /api/wa_verification_code/': {
    endpoint: 'waVerificationCode',
    args: { ...phone, code: '52', method: 'whatsapp' },
    url: '/api/wa_verification_code/',
    body: { ...phone, code: '52', method: 'whatsapp' },
  },
  'POST /api/wa_validation/': {
    endpoint: 'waValidation',
    args: { ...phone, verification_code: VALID_WA_CODE },
    url: '/api/wa_validation/',
    body: { ...phone, verification_code: VALID_WA_CODE },
  },
  'PUT /api/mx/reset_login_pin/': {
    endpoint: 'resetLoginPin',
    args: phone,
    url: '/api/mx/reset_login_pin/',
    body: phone,
  },
  'POST /api/check_password/': { endpoint: 'checkPassword', url: '/api/check_password/' },
  'POST /api/send-reset-password/': {
    endpoint: 'sendResetPassword',
    args: { email: 'demo@impulsa.example' },
    url: '/api/send-reset-password/',
    body: { email: 'demo@impulsa.example', url_base: FRONTEND_BASE_URL },
  },
  'GET /api/verify-phone-number': {
    endpoint: 'verifyPhoneNumber',
    args: '+525550000001',
    url: '/api/verify-phone-number?phone_number=525550000001',
  },
  'POST /api/send-phone-token/': {
    endpoint: 'sendPhoneToken',
    args: phone,
    url: '/api/send-phone-token/',
    body: { ...phone, url_base: FRONTEND_BASE_URL },
  },
  'PUT /api/update_password/': {
    endpoint: 'updatePassword',
    args: { password: 'Nueva-clave-2026', current_password: DEMO_PASSWORD },
    url: '/api/update_password/',
    body: { password: 'Nueva-clave-2026', current_password: DEMO_PASSWORD },
  },
  'PATCH /api/set-new-password/': {
    endpoint: 'setNewPassword',
    args: { ...resetLink, password: 'Nueva-clave-2026' },
    url: '/api/set-new-password/',
    body: { ...resetLink, password: 'Nueva-clave-2026' },
  },
  'POST /api/mx/confirm_login_pin/': {
    endpoint: 'confirmLoginPin',
    args: { ...phone, verification_code: VALID_WA_CODE, login_pin: '7315' },
    url: '/api/mx/confirm_login_pin/',
    body: { ...phone, verification_code: VALID_WA_CODE, login_pin: '7315' },
  },
  'POST /api/logout/': { endpoint: 'logout', url: '/api/logout/' },
  'GET /api/sessions/': { endpoint: 'sessions', url: '/api/sessions/' },
  'DELETE /api/sessions/{id}/': { endpoint: 'endSession', args: 102, url: '/api/sessions/102/' },
  'GET /api/verification-token/': {
    endpoint: 'verificationToken',
    args: resetLink,
    url: `/api/verification-token/?token=${VALID_RESET_TOKEN}&uidb64=${RESET_UIDB64}`,
  },
};
