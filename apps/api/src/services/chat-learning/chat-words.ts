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
  },
} as const;
