import type { Messages } from '@aula/ui-kit/i18n';

// Written per ally at render time: {{ally}} is its name, {{organization}} who runs it (brand.json).
// Plain words a business owner reads on a phone; each section a heading and one paragraph.

/** The 'legal' words in Spanish: the ally's terms of use and privacy notice. */
export const es = {
  ownPage: 'Este documento de {{ally}} está en el sitio de {{organization}}:',
  contact: 'Para cualquier pregunta sobre este documento, escribe a {{organization}}:',
  terms: {
    title: 'Términos de uso de {{ally}}',
    intro:
      '{{ally}} es un sitio para aprender a hacer crecer tu negocio, ofrecido por {{organization}}. Al crear tu cuenta aceptas estas condiciones.',
    account: {
      heading: 'Tu cuenta',
      text: 'Es personal y gratuita. Cuida tu contraseña y tu PIN; si crees que alguien más entró, cámbialos y cierra las demás sesiones desde tu cuenta.',
    },
    lessons: {
      heading: 'Las lecciones',
      text: 'Puedes verlas, descargar sus materiales y usarlos en tu negocio. No los vendas ni los publiques como tuyos.',
    },
    prizes: {
      heading: 'Logros y premios',
      text: 'Se ganan al terminar módulos, con las condiciones que {{organization}} indique en cada premio.',
    },
    changes: {
      heading: 'Cambios',
      text: 'Si estas condiciones cambian, lo diremos en este sitio antes de que apliquen.',
    },
  },
  privacy: {
    title: 'Aviso de privacidad de {{ally}}',
    intro: '{{organization}} es responsable de los datos que das en {{ally}} y los cuida según este aviso.',
    data: {
      heading: 'Qué datos usamos',
      text: 'Tu nombre, tu celular, tu correo si lo das, los datos de tu negocio y tu avance en las lecciones.',
    },
    purpose: {
      heading: 'Para qué',
      text: 'Para abrir tu cuenta, enviarte códigos y avisos por WhatsApp o correo, guardar tu avance, entregarte tus premios y mejorar las lecciones. No vendemos tus datos.',
    },
    sharing: {
      heading: 'Con quién',
      text: 'Solo con quienes nos ayudan a operar el sitio (envío de mensajes, alojamiento), con las mismas reglas de este aviso.',
    },
    rights: {
      heading: 'Tus derechos',
      text: 'Puedes ver y corregir tus datos en tu perfil. Para pedir una copia, que los borremos o que dejemos de usarlos, escribe a {{organization}}.',
    },
    device: {
      heading: 'En tu teléfono',
      text: 'El sitio guarda en tu teléfono tus preferencias y las lecciones que abriste, para verlas sin conexión; las lecciones se borran al cerrar sesión.',
    },
  },
} satisfies Messages;
