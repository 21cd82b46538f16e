import type { Messages } from './message-catalog';

/** The 'ui' words in Spanish, the product's first language. */
export const es = {
  loading: 'Cargando…',
  retry: 'Reintentar',
  errorTitle: 'Algo salió mal',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  showPin: 'Mostrar PIN',
  hidePin: 'Ocultar PIN',
  dialCode: 'Clave de país',
  minutes: '{{count}} min',
  views_one: '{{count, number}} vista',
  views_other: '{{count, number}} vistas',
  moduleLabel: 'Módulo:',
  home: 'Inicio',
  oneTimeCode: {
    digit: 'Dígito {{index}} de {{length}}',
  },
  passwordStrength: {
    advice: 'Usa al menos 8 caracteres. Una frase larga es fácil de recordar y difícil de adivinar.',
    label: 'Seguridad: {{level}}.',
    weak: 'débil',
    fair: 'aceptable',
    good: 'buena',
    strong: 'fuerte',
    tip: {
      weak: 'Usa al menos 8 caracteres y evita palabras o secuencias comunes.',
      fair: 'Hazla más larga o mezcla mayúsculas, números y signos.',
      good: 'Unos caracteres más la harían aún mejor.',
      strong: 'Difícil de adivinar.',
    },
  },
  select: {
    noResults: 'No encontramos resultados',
    typeToSearch: 'Escribe para buscar',
    addItem: 'Agregar',
    loading: 'Cargando...',
    clearAll: 'Borrar todo',
    chosen: '{{label}}: elegidos',
    remove: 'Quitar {{label}}',
    max_one: 'Puedes elegir {{count}} como máximo.',
    max_other: 'Puedes elegir {{count}} como máximo.',
  },
  favorite: {
    name: 'Favorita: {{title}}',
    save: 'Guardar en favoritos',
    saved: 'En tus favoritos',
  },
  lessonCard: {
    done: 'Terminada',
    progress: 'Llevas {{percent}} %',
  },
  rating: {
    stars: '{{value}} de {{max}} estrellas',
    average: '{{value, number(maximumFractionDigits: 1)}} de {{max}} estrellas',
    count_one: '{{count, number}} calificación',
    count_other: '{{count, number}} calificaciones',
  },
  pagination: {
    label: 'Paginación',
    previous: 'Anterior',
    next: 'Siguiente',
    page: 'Página {{page}}',
  },
  avatar: {
    photo: 'Foto de {{name}}',
  },
  share: {
    groupLabel: 'Compartir',
    on: 'Compartir en {{network}}',
    email: 'Compartir por correo',
    sms: 'Compartir por SMS',
    print: 'Imprimir',
    copy: 'Copiar enlace',
    copied: 'Copiado',
  },
  overlay: {
    loading: 'Cargando…',
  },
  alerts: {
    close: 'Cerrar aviso',
  },
  dialogs: {
    exitClass: {
      title: '¿Salir de la clase?',
      message: 'Tu asistencia solo se registra si permaneces más de 30 minutos en la sesión.',
      stay: 'Volver a la sesión',
      leave: 'Salir',
    },
    addressCheck: {
      title: '¿Tu dirección es correcta?',
      message: 'Confirma que la dirección de envío es correcta antes de continuar.',
      edit: 'Modificar dirección',
      proceed: 'Continuar',
    },
  },
} satisfies Messages;
