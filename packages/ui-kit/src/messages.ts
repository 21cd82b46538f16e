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
  },
} satisfies MessageCatalog;
