import type { MessageCatalog } from './i18n';

/** Words the shared components say themselves (namespace 'ui'). */
export const uiMessages = {
  namespace: 'ui',
  es: {
    loading: 'Cargando…',
    retry: 'Reintentar',
    errorTitle: 'Algo salió mal',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    dialCode: 'Clave de país',
    minutes: '{{count}} min',
    views_one: '{{count, number}} vista',
    views_other: '{{count, number}} vistas',
    moduleLabel: 'Módulo: {{title}}',
    home: 'Inicio',
    select: {
      noResults: 'No encontramos resultados',
      typeToSearch: 'Escribe para buscar',
      addItem: 'Agregar',
      loading: 'Cargando...',
      clearAll: 'Borrar todo',
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
  },
  en: {
    loading: 'Loading…',
    retry: 'Try again',
    errorTitle: 'Something went wrong',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    dialCode: 'Country code',
    minutes: '{{count}} min',
    views_one: '{{count, number}} view',
    views_other: '{{count, number}} views',
    moduleLabel: 'Module: {{title}}',
    home: 'Home',
    select: {
      noResults: 'No items found',
      typeToSearch: 'Type to search',
      addItem: 'Add item',
      loading: 'Loading...',
      clearAll: 'Clear all',
    },
    rating: {
      stars: '{{value}} of {{max}} stars',
      average: '{{value, number(maximumFractionDigits: 1)}} of {{max}} stars',
      count_one: '{{count, number}} rating',
      count_other: '{{count, number}} ratings',
    },
    pagination: {
      label: 'Pagination',
      previous: 'Previous',
      next: 'Next',
      page: 'Page {{page}}',
    },
    avatar: {
      photo: 'Photo of {{name}}',
    },
    share: {
      groupLabel: 'Share',
      on: 'Share on {{network}}',
      email: 'Share by email',
      sms: 'Share by SMS',
      print: 'Print',
      copy: 'Copy link',
      copied: 'Copied',
    },
    overlay: {
      loading: 'Loading…',
    },
    alerts: {
      close: 'Close notification',
    },
    dialogs: {
      exitClass: {
        title: 'Leave the class?',
        message: 'Your attendance only counts if you stay in the session for more than 30 minutes.',
        stay: 'Back to the session',
        leave: 'Leave',
      },
      addressCheck: {
        title: 'Is your address correct?',
        message: 'Please confirm your shipping address is correct before continuing.',
        edit: 'Change address',
        proceed: 'Continue',
      },
    },
  },
} satisfies MessageCatalog;
