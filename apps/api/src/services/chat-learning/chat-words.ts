// The chat's own sentences, Spanish first. Lesson content speaks in the ally's words; these only
// lead the learner through it.

export type ChatLanguage = 'es' | 'en';

export const CHAT_WORDS = {
  es: {
    next: 'Siguiente',
    repeat: 'Repetir',
    menu: 'Menú',
    chooseModule: 'Elige un módulo para aprender aquí, parte por parte.',
    modulesButton: 'Ver módulos',
    noModules: 'Por ahora no hay módulos publicados. Te avisaremos cuando haya uno nuevo.',
    ready: 'Cuando termines, toca «Siguiente».',
    notYet: (seconds: number) =>
      `Tómate un momento más con esta parte: en unos ${seconds} segundos podrás seguir. Toca «Siguiente» cuando estés listo.`,
    lessonDone: (title: string) => `🎉 ¡Terminaste la lección «${title}»!`,
    moduleDone: (title: string) => `🏆 ¡Terminaste el módulo «${title}»! Tu avance ya está en el sitio.`,
    certificate: (title: string) => `🎓 Tu certificado del módulo «${title}». Guárdalo o compártelo.`,
    certificateFile: 'certificado',
    alreadyDone: (title: string) => `Ya terminaste el módulo «${title}». Elige otro o repásalo en el sitio.`,
    help: 'Escribe «Siguiente» para seguir, «Repetir» para ver la parte otra vez, «Menú» para elegir un módulo o «BAJA» para no recibir más mensajes.',
    unknown: 'No entendí tu respuesta.',
    checkRight: '✅ ¡Correcto!',
    checkWrong: '❌ No es correcto.',
    checkScore: (score: number, passMark: number) => `Tu resultado: ${score}% (necesitas ${passMark}%).`,
    checkPassed: '¡Aprobaste la comprobación!',
    checkAgain: 'Vamos a intentarlo otra vez.',
    checkNoTries: 'Ya no te quedan intentos en esta comprobación. Repasa la lección en el sitio.',
    welcome: (name: string) => `¡Hola, ${name}! Aquí puedes tomar tus lecciones sin salir de WhatsApp.`,
    resume: (lesson: string) => `¿Seguimos con «${lesson}» donde te quedaste?`,
    resumeButton: 'Continuar',
    registerFirst: (link: string) =>
      `¡Hola! Para aprender por WhatsApp, primero crea tu cuenta con este número y acepta recibir mensajes por WhatsApp: ${link}`,
    /** Creating the account in the chat (chat-registration.ts), where the ally allows it. */
    register: {
      greeting: (ally: string, link: string) =>
        `¡Hola! Te damos la bienvenida a ${ally}. Puedes crear tu cuenta aquí mismo, en este chat. ¿Cómo te llamas?\n\nSi lo prefieres, también puedes registrarte en el sitio: ${link}`,
      askName: '¿Cómo te llamas?',
      nameMissing: 'Necesitamos tu nombre para crear tu cuenta.',
      nameTooLong: 'Ese nombre es muy largo: escribe uno de hasta 80 caracteres.',
      nameNoLetters: 'Tu nombre debe tener letras.',
      terms: (name: string, terms: string, privacy: string) =>
        `Gracias, ${name}. Para crear tu cuenta, aceptas los términos de uso (${terms}) y el aviso de privacidad (${privacy}), y aceptas recibir tus lecciones y recordatorios por WhatsApp. Puedes escribir «BAJA» en cualquier momento para dejar de recibirlos.`,
      accept: 'Acepto',
      decline: 'No, gracias',
      declined: 'Está bien, no creamos tu cuenta. Puedes escribirnos cuando quieras.',
      codeSent: 'Te enviamos un código de 6 cifras en un mensaje aparte. Escríbelo aquí.',
      codeAsk:
        'Escribe aquí el código de 6 cifras que te enviamos. Si no te llegó, escribe «CÓDIGO» y te enviamos otro.',
      codeWrong: 'Ese código no es correcto. Revísalo e inténtalo de nuevo.',
      codeExpired: 'Ese código ya venció. Escribe «CÓDIGO» y te enviamos uno nuevo.',
      codeLocked: 'Ese código tuvo demasiados intentos equivocados. Escribe «CÓDIGO» y te enviamos uno nuevo.',
      codeResent: 'Te enviamos un código nuevo en un mensaje aparte. Escríbelo aquí.',
      codeWait: 'Acabamos de enviarte un código. Espera un minuto antes de pedir otro.',
      busy: 'Ahora no podemos enviarte el código. Inténtalo de nuevo más tarde.',
      alreadyRegistered:
        'Este número ya tiene una cuenta, así que no creamos otra. Inicia sesión en el sitio con esa cuenta.',
      elsewhere: (link: string) => `No podemos crear tu cuenta en este chat. Regístrate en el sitio: ${link}`,
    },
  },
  en: {
    next: 'Next',
    repeat: 'Repeat',
    menu: 'Menu',
    chooseModule: 'Choose a module to learn here, part by part.',
    modulesButton: 'See modules',
    noModules: 'There are no published modules yet. We will let you know when there is a new one.',
    ready: 'When you are done, tap "Next".',
    notYet: (seconds: number) =>
      `Take a moment more with this part: in about ${seconds} seconds you can go on. Tap "Next" when you are ready.`,
    lessonDone: (title: string) => `🎉 You finished the lesson "${title}"!`,
    moduleDone: (title: string) => `🏆 You finished the module "${title}"! Your progress is on the site too.`,
    certificate: (title: string) => `🎓 Your certificate for the module "${title}". Keep it or share it.`,
    certificateFile: 'certificate',
    alreadyDone: (title: string) =>
      `You already finished the module "${title}". Choose another or review it on the site.`,
    help: 'Write "Next" to go on, "Repeat" to see the part again, "Menu" to choose a module or "STOP" to receive no more messages.',
    unknown: 'I did not understand your answer.',
    checkRight: '✅ Correct!',
    checkWrong: '❌ Not correct.',
    checkScore: (score: number, passMark: number) => `Your score: ${score}% (you need ${passMark}%).`,
    checkPassed: 'You passed the check!',
    checkAgain: "Let's try again.",
    checkNoTries: 'No tries of this check are left. Review the lesson on the site.',
    welcome: (name: string) => `Hi, ${name}! Here you can take your lessons without leaving WhatsApp.`,
    resume: (lesson: string) => `Shall we go on with "${lesson}" where you left off?`,
    resumeButton: 'Continue',
    registerFirst: (link: string) =>
      `Hi! To learn on WhatsApp, first create your account with this number and agree to WhatsApp messages: ${link}`,
    register: {
      greeting: (ally: string, link: string) =>
        `Hi! Welcome to ${ally}. You can create your account right here, in this chat. What is your name?\n\nIf you prefer, you can also register on the site: ${link}`,
      askName: 'What is your name?',
      nameMissing: 'We need your name to create your account.',
      nameTooLong: 'That name is too long: write one of up to 80 characters.',
      nameNoLetters: 'Your name must have letters.',
      terms: (name: string, terms: string, privacy: string) =>
        `Thank you, ${name}. To create your account, you accept the terms of use (${terms}) and the privacy notice (${privacy}), and agree to receive your lessons and reminders on WhatsApp. You can write "STOP" at any time to stop them.`,
      accept: 'I accept',
      decline: 'No, thanks',
      declined: 'That is fine, we did not create your account. Write to us any time.',
      codeSent: 'We sent you a 6-digit code in a separate message. Write it here.',
      codeAsk: 'Write here the 6-digit code we sent you. If it did not arrive, write "CODE" and we will send another.',
      codeWrong: 'That code is not right. Check it and try again.',
      codeExpired: 'That code has expired. Write "CODE" and we will send you a new one.',
      codeLocked: 'That code had too many wrong tries. Write "CODE" and we will send you a new one.',
      codeResent: 'We sent you a new code in a separate message. Write it here.',
      codeWait: 'We just sent you a code. Wait a minute before asking for another.',
      busy: 'We cannot send you the code right now. Please try again later.',
      alreadyRegistered:
        'This number already has an account, so we did not create another. Sign in on the site with it.',
      elsewhere: (link: string) => `We cannot create your account in this chat. Register on the site: ${link}`,
    },
  },
} as const;
