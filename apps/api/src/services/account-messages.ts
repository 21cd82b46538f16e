import type { MailMessage } from '../ports/messaging';

// The texts learners receive, in Spanish like the product. Kept together so they read alike.

export const codeText = (code: string) =>
  `Tu código de verificación de Aula es ${code}. Vence en 10 minutos. No lo compartas con nadie.`;

export const alreadyRegisteredText = () =>
  'Ya tienes una cuenta en Aula con este número. Inicia sesión o recupera tu contraseña desde la pantalla de inicio.';

export const resetLinkText = (link: string) =>
  `Para crear una nueva contraseña de Aula abre este enlace: ${link}\nSi no lo pediste, ignora este mensaje.`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function resetLinkMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Crea una nueva contraseña de Aula',
    text: `Hola:\n\nPara crear una nueva contraseña abre este enlace:\n${link}\n\nSi no lo pediste, ignora este correo.`,
    html: `<p>Hola:</p><p>Para crear una nueva contraseña abre este enlace:</p><p><a href="${escapeHtml(link)}">Crear nueva contraseña</a></p><p>Si no lo pediste, ignora este correo.</p>`,
  };
}

export function alreadyRegisteredMail(to: string): MailMessage {
  return {
    to,
    subject: 'Ya tienes una cuenta en Aula',
    text: 'Hola:\n\nAlguien intentó registrarse en Aula con este correo, pero ya tienes una cuenta. Inicia sesión o recupera tu contraseña. Si no fuiste tú, ignora este correo.',
    html: '<p>Hola:</p><p>Alguien intentó registrarse en Aula con este correo, pero ya tienes una cuenta. Inicia sesión o recupera tu contraseña.</p><p>Si no fuiste tú, ignora este correo.</p>',
  };
}
