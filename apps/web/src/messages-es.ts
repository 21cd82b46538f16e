import type { Messages } from '@aula/ui-kit/i18n';

/** The 'web' words in Spanish, the product's first language. */
export const es = {
  countries: {
    title: 'Elige tu país',
    intro: 'Te mostramos las lecciones y los aliados de tu país.',
    loading: 'Cargando países…',
    error: 'No pudimos cargar la lista de países.',
    empty: 'Por ahora no hay países disponibles.',
    alliesTitle: '¿Con quién quieres aprender en {{country}}?',
    otherCountry: 'Elegir otro país',
    homepageLoading: 'Cargando lo que te ofrecemos en tu país…',
    homepageError: 'No pudimos cargar la presentación de tu país. Aun así puedes elegir con quién aprender.',
  },
  header: {
    signIn: 'Iniciar sesión',
    signOut: 'Cerrar sesión',
    settings: 'Ajustes',
    changeCountry: 'Cambiar país',
  },
  suspended: {
    title: '{{name}} está en pausa',
    text: 'Por ahora este sitio no recibe visitas ni registros. No se borró nada: tus lecciones, tu avance y tus datos se conservan para cuando vuelva.',
  },
  landing: {
    loading: 'Cargando…',
    error: 'No pudimos cargar esta página.',
    whatsappText: '¿Prefieres aprender en tu chat? Toma las lecciones parte por parte en WhatsApp.',
    whatsappLink: 'Escríbenos por WhatsApp',
    whatsappHello: 'Hola',
  },
  settings: {
    title: 'Ajustes',
    language: 'Idioma',
    appearance: 'Apariencia',
    light: 'Claro',
    dark: 'Oscuro',
    back: 'Volver al inicio',
    languageFailed: 'No pudimos cambiar el idioma: sin conexión no tenemos sus textos. Intenta de nuevo con internet.',
  },
  // Whole sentences per place: Spanish joins 'a' + 'el' into 'al', which no 'Volver a' + name can do.
  backTo: {
    label: 'Regresar',
    seccion: 'Volver a mis lecciones',
    modules: 'Volver a los módulos',
    achievements: 'Volver a mis logros',
    achievement: 'Volver al logro',
    profile: 'Volver a mi perfil',
    accountSettings: 'Volver a mi cuenta',
    other: 'Volver a la página anterior',
  },
  routeError: {
    title: 'No pudimos abrir esta página',
    message: 'Revisa tu conexión a internet e intenta de nuevo.',
    home: 'Ir al inicio',
    offlineTitle: 'Esta pantalla no está guardada en este teléfono',
    offline:
      'Para verla sin conexión, ábrela una vez con internet. Mientras tanto, puedes ver lo que sí está guardado.',
    toSaved: 'Ver lo guardado',
  },
} satisfies Messages;
