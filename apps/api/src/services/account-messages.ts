import type { MailMessage } from '../ports/messaging';

// The texts learners receive, in Spanish like the product. Kept together so they read alike.
// Each speaks for the ally the learner signed up with (its name from the ally row, which the
// seed takes from brands/<code>/brand.json); with no ally known the text names no one, never
// the product, since a learner only knows the ally.

const of = (ally: string | undefined) => (ally ? ` de ${ally}` : '');
const at = (ally: string | undefined) => (ally ? ` en ${ally}` : '');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const codeText = (code: string, ally: string | undefined) =>
  `Tu código de verificación${of(ally)} es ${code}. Vence en 10 minutos. No lo compartas con nadie.`;

export const alreadyRegisteredText = (ally: string | undefined) =>
  `Ya tienes una cuenta${at(ally)} con este número. Inicia sesión o recupera tu contraseña desde la pantalla de inicio.`;

export const resetLinkText = (link: string, ally: string | undefined) =>
  `Para crear una nueva contraseña${of(ally)} abre este enlace: ${link}\nSi no lo pediste, ignora este mensaje.`;

export function resetLinkMail(to: string, link: string, ally: string | undefined): MailMessage {
  return {
    to,
    senderName: ally,
    subject: `Crea una nueva contraseña${of(ally)}`,
    text: `Hola:\n\nPara crear una nueva contraseña${of(ally)} abre este enlace:\n${link}\n\nSi no lo pediste, ignora este correo.`,
    html: `<p>Hola:</p><p>Para crear una nueva contraseña${escapeHtml(of(ally))} abre este enlace:</p><p><a href="${escapeHtml(link)}">Crear nueva contraseña</a></p><p>Si no lo pediste, ignora este correo.</p>`,
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
