import type { ChatLanguage } from './chat-words';

// The few sentences a part's messages add around the ally's own content, Spanish first. They are
// kept apart from the lesson text so that a translation never touches how a part is cut up.

export const PART_WORDS = {
  es: {
    watchVideo: (url: string) => `Mira el video aquí: ${url}`,
    getFile: (url: string) => `Descarga el archivo aquí: ${url}`,
    file: 'archivo',
    checkIntro: (questions: number, passMark: number) =>
      `Responde ${questions === 1 ? 'una pregunta' : `${questions} preguntas`}; apruebas con ${passMark}% de respuestas correctas.`,
    question: (position: number, total: number) => `Pregunta ${position} de ${total}`,
    replyOne: 'Responde con el número de tu respuesta.',
    replyMany: 'Responde con los números separados por comas, p. ej. 1,3',
    seeOptions: 'Ver opciones',
  },
  en: {
    watchVideo: (url: string) => `Watch the video here: ${url}`,
    getFile: (url: string) => `Download the file here: ${url}`,
    file: 'file',
    checkIntro: (questions: number, passMark: number) =>
      `Answer ${questions === 1 ? 'one question' : `${questions} questions`}; you pass with ${passMark}% right.`,
    question: (position: number, total: number) => `Question ${position} of ${total}`,
    replyOne: 'Reply with the number of your answer.',
    replyMany: 'Reply with the numbers separated by commas, e.g. 1,3',
    seeOptions: 'See options',
  },
} as const satisfies Record<ChatLanguage, unknown>;
