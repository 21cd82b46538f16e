import type { Messages } from '@aula/ui-kit/i18n';

/** The 'shell' words in Spanish, the product's first language. */
export const es = {
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
    confirmTitle: '¿Cerrar sesión?',
    confirmText:
      'Tu avance queda guardado en tu cuenta. Las lecciones guardadas en este teléfono se borran, y para volver a entrar usarás tu contraseña o tu PIN.',
    confirm: 'Sí, cerrar sesión',
    stay: 'Seguir aquí',
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
} satisfies Messages;
