import type { MessageCatalog } from '@aula/ui-kit/i18n';

/** Words of the app shell: country choice, header, landing, settings (namespace 'web'). */
export const webMessages = {
  namespace: 'web',
  es: {
    countries: {
      title: 'Elige tu país',
      intro: 'Te mostramos las lecciones y los aliados de tu país.',
      loading: 'Cargando países…',
      error: 'No pudimos cargar la lista de países.',
      empty: 'Por ahora no hay países disponibles.',
      alliesTitle: '¿Con quién quieres aprender en {{country}}?',
      otherCountry: 'Elegir otro país',
    },
    header: {
      signIn: 'Iniciar sesión',
      signOut: 'Cerrar sesión',
      settings: 'Ajustes',
      changeCountry: 'Cambiar país',
    },
    landing: {
      loading: 'Cargando…',
      error: 'No pudimos cargar esta página.',
    },
    settings: {
      title: 'Ajustes',
      language: 'Idioma',
      appearance: 'Apariencia',
      light: 'Claro',
      dark: 'Oscuro',
      back: 'Volver al inicio',
    },
    backTo: {
      label: 'Volver a',
      seccion: 'Mis lecciones',
      modules: 'Módulos',
      achievements: 'Mis logros',
      achievement: 'El logro',
      profile: 'Mi perfil',
      accountSettings: 'Mi cuenta',
      other: 'la página anterior',
    },
    routeError: {
      title: 'No pudimos abrir esta página',
      message: 'Revisa tu conexión a internet e intenta de nuevo.',
      home: 'Ir al inicio',
    },
  },
  en: {
    countries: {
      title: 'Choose your country',
      intro: 'We show you the lessons and partners of your country.',
      loading: 'Loading countries…',
      error: 'We could not load the list of countries.',
      empty: 'No countries are available yet.',
      alliesTitle: 'Who would you like to learn with in {{country}}?',
      otherCountry: 'Choose another country',
    },
    header: {
      signIn: 'Sign in',
      signOut: 'Sign out',
      settings: 'Settings',
      changeCountry: 'Change country',
    },
    landing: {
      loading: 'Loading…',
      error: 'We could not load this page.',
    },
    settings: {
      title: 'Settings',
      language: 'Language',
      appearance: 'Appearance',
      light: 'Light',
      dark: 'Dark',
      back: 'Back to start',
    },
    backTo: {
      label: 'Back to',
      seccion: 'My lessons',
      modules: 'Modules',
      achievements: 'My achievements',
      achievement: 'The achievement',
      profile: 'My profile',
      accountSettings: 'My account',
      other: 'the previous page',
    },
    routeError: {
      title: 'We could not open this page',
      message: 'Check your internet connection and try again.',
      home: 'Go to start',
    },
  },
} satisfies MessageCatalog;
