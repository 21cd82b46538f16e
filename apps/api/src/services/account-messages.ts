import type { MailMessage } from '../ports/messaging';

// The texts learners receive, in Spanish like the product. Kept together so they read alike.
// Each speaks for the ally the learner signed up with (its name from the ally row, which the
// seed takes from brands/<code>/brand.json); with no ally known the text names no one, never
// the product, since a learner only knows the ally.

const of = (ally: string | undefined) => (ally ? ` de ${ally}` : '');
const at = (ally: string | undefined) => (ally ? ` en ${ally}` : '');

const DURATION_UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
] as const;

/**
 * How long a link lasts, in the largest unit that divides it ("3 días", "1 hora", "90 minutos"),
 * worded and pluralised by Intl's rules for the language (every message is in Spanish today).
 */
export function durationText(seconds: number, language = 'es'): string {
  const [unit, size] = DURATION_UNITS.find(([, length]) => seconds % length === 0) ?? ['minute', 60];
  const amount = Math.max(1, Math.ceil(seconds / size));
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}

const lasts = (seconds: number) => `El enlace vence en ${durationText(seconds)} y sirve una sola vez.`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const codeText = (code: string, ally: string | undefined) =>
  `Tu código de verificación${of(ally)} es ${code}. Vence en 10 minutos. No lo compartas con nadie.`;

export const alreadyRegisteredText = (ally: string | undefined) =>
  `Ya tienes una cuenta${at(ally)} con este número. Inicia sesión o recupera tu contraseña desde la pantalla de inicio.`;

/** A reset link and its real lifetime (`PASSWORD_RESET_TIMEOUT`), in the ally's name. */
export interface ResetLink {
  url: string;
  lifetimeSeconds: number;
}

export const resetLinkText = (link: ResetLink, ally: string | undefined) =>
  `Para crear una nueva contraseña${of(ally)} abre este enlace: ${link.url}\n${lasts(link.lifetimeSeconds)} Si no lo pediste, ignora este mensaje.`;

export function resetLinkMail(to: string, link: ResetLink, ally: string | undefined): MailMessage {
  const lifetime = lasts(link.lifetimeSeconds);
  return {
    to,
    senderName: ally,
    subject: `Crea una nueva contraseña${of(ally)}`,
    text: `Hola:\n\nPara crear una nueva contraseña${of(ally)} abre este enlace:\n${link.url}\n\n${lifetime}\n\nSi no lo pediste, ignora este correo.`,
    html: `<p>Hola:</p><p>Para crear una nueva contraseña${escapeHtml(of(ally))} abre este enlace:</p><p><a href="${escapeHtml(link.url)}">Crear nueva contraseña</a></p><p>${lifetime}</p><p>Si no lo pediste, ignora este correo.</p>`,
  };
}

export function alreadyRegisteredMail(to: string, ally: string | undefined): MailMessage {
  const where = at(ally);
  return {
    to,
    senderName: ally,
    subject: `Ya tienes una cuenta${where}`,
    text: `Hola:\n\nAlguien intentó registrarse${where} con este correo, pero ya tienes una cuenta. Inicia sesión o recupera tu contraseña. Si no fuiste tú, ignora este correo.`,
    html: `<p>Hola:</p><p>Alguien intentó registrarse${escapeHtml(where)} con este correo, pero ya tienes una cuenta. Inicia sesión o recupera tu contraseña.</p><p>Si no fuiste tú, ignora este correo.</p>`,
  };
}
