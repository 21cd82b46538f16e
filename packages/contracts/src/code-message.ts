// The words of a webinar code's message, in the ally's voice: Spanish first, English for a learner
// who chose it. WhatsApp sends the same words as the ally's template outside the 24-hour window.

export type CodeLanguage = 'es' | 'en';

export interface CodeMessageValues {
  /** The learner's first name. */
  name: string;
  ally: string;
  webinar: string;
  /** When it starts, already written for the learner (their zone and language). */
  when: string;
  code: string;
  /** The prize screen, where the code is redeemed. */
  prizeUrl: string;
  optOutUrl: string;
}

const WORDS: Record<CodeLanguage, (values: CodeMessageValues) => { subject: string; text: string }> = {
  es: (v) => ({
    subject: `${v.ally}: tu código para «${v.webinar}»`,
    text: `Hola ${v.name}: en ${v.ally} te guardamos un lugar en el webinar «${v.webinar}», el ${v.when}.\nTu código es ${v.code}. Canjéalo aquí: ${v.prizeUrl}\n\nPara no recibir más mensajes: ${v.optOutUrl}`,
  }),
  en: (v) => ({
    subject: `${v.ally}: your code for "${v.webinar}"`,
    text: `Hi ${v.name}, ${v.ally} has saved you a place in the webinar "${v.webinar}" on ${v.when}.\nYour code is ${v.code}. Redeem it here: ${v.prizeUrl}\n\nTo stop these messages: ${v.optOutUrl}`,
  }),
};

export function codeMessageWords(language: CodeLanguage, values: CodeMessageValues) {
  return WORDS[language](values);
}

/** The start of the webinar as the learner reads it, in their own time zone. */
export function webinarWhen(startsAt: Date, language: CodeLanguage, timeZone: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'es-MX', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(startsAt);
}

/** The ally's WhatsApp template for this message (registered with Meta, as the reminders' are). */
export function codeTemplateName(allyCode: string, language: CodeLanguage): string {
  return `aula_${allyCode.replace(/-/g, '_')}_webinar_code_${language}`;
}

/** The template's numbered values, in its order. */
export const codeTemplateParameters = (values: CodeMessageValues) => [
  values.name,
  values.webinar,
  values.when,
  values.code,
  values.prizeUrl,
  values.optOutUrl,
];
