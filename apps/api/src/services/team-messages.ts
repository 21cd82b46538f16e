import type { TeamRole } from '@aula/contracts/console';
import type { MailMessage } from '../ports/messaging';

// The invitation to an ally's team, in Spanish like every message, in the ally's name.

const ROLE_WORDS: Record<TeamRole, string> = {
  ally_admin: 'administrar',
  ally_editor: 'editar',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface InvitationLink {
  url: string;
  days: number;
}

export function teamInvitationMail(
  to: string,
  link: InvitationLink,
  invitation: { allyName: string; role: TeamRole; invitedBy: string },
): MailMessage {
  const what = `${invitation.invitedBy} te invitó a ${ROLE_WORDS[invitation.role]} el sitio de ${invitation.allyName}`;
  const lasts = `El enlace vence en ${link.days} días y sirve una sola vez.`;
  return {
    to,
    senderName: invitation.allyName,
    subject: `Te invitaron al equipo de ${invitation.allyName}`,
    text: `Hola:\n\n${what}: sus cursos, su blog y su página de inicio.\n\nPara entrar, elige tu nombre y una contraseña en este enlace:\n${link.url}\n\n${lasts}\n\nSi no esperabas esta invitación, ignora este correo.`,
    html: `<p>Hola:</p><p>${escapeHtml(what)}: sus cursos, su blog y su página de inicio.</p><p><a href="${escapeHtml(link.url)}">Aceptar la invitación</a></p><p>${lasts}</p><p>Si no esperabas esta invitación, ignora este correo.</p>`,
  };
}
