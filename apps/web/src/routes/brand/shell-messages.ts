import type { MessageCatalog } from '@aula/ui-kit/i18n';

/** Words of an ally's frame: its places, the account action and the landing (namespace 'shell'). */
export const shellMessages = {
  namespace: 'shell',
  es: {
    nav: {
      label: 'Secciones',
      home: 'Inicio',
      modules: 'Módulos',
      favorites: 'Favoritos',
      achievements: 'Logros',
      profile: 'Perfil',
    },
    account: {
      signIn: 'Iniciar sesión',
      signOut: 'Salir',
      signOutLong: 'Cerrar sesión',
    },
    landing: {
      register: 'Crear mi cuenta gratis',
      continue: 'Seguir aprendiendo',
      haveAccount: 'Ya tengo cuenta',
      howTitle: 'Así funciona',
      steps: {
        one: { title: 'Crea tu cuenta', text: 'Con tu correo o tu celular, en un minuto y sin costo.' },
        two: {
          title: 'Aprende en minutos',
          text: 'Lecciones cortas con video y lectura, a tu ritmo y desde tu celular.',
        },
        three: { title: 'Aplícalo y gana logros', text: 'Termina un módulo y recibe premios para tu negocio.' },
      },
      learnTitle: 'Lo que vas a aprender',
      reviewsTitle: 'Lo que dicen quienes ya aprenden',
      ctaTitle: 'Tu negocio puede crecer esta semana',
      ctaText: 'Empieza hoy con una lección de pocos minutos.',
    },
  },
  en: {
    nav: {
      label: 'Sections',
      home: 'Home',
      modules: 'Modules',
      favorites: 'Favourites',
      achievements: 'Achievements',
      profile: 'Profile',
    },
    account: {
      signIn: 'Sign in',
      signOut: 'Sign out',
      signOutLong: 'Sign out',
    },
    landing: {
      register: 'Create my free account',
      continue: 'Keep learning',
      haveAccount: 'I have an account',
      howTitle: 'How it works',
      steps: {
        one: { title: 'Create your account', text: 'With your email or your phone, in a minute and free.' },
        two: { title: 'Learn in minutes', text: 'Short lessons with video and reading, at your pace, on your phone.' },
        three: { title: 'Apply it and earn', text: 'Finish a module and get prizes for your business.' },
      },
      learnTitle: 'What you will learn',
      reviewsTitle: 'What learners say',
      ctaTitle: 'Your business can grow this week',
      ctaText: 'Start today with a lesson of a few minutes.',
    },
  },
} satisfies MessageCatalog;
