import { REMINDER_FOOTER, type ReminderLanguage } from './reminders';

// The words of a webinar code's message, in the ally's voice: Spanish first, English for a learner
// who chose it. WhatsApp sends the same words as the ally's template outside the 24-hour window
// (`webinar_code`, submitted and tracked with the reminders' templates). Here so that the API and
// the mocks write the same words.

export type CodeLanguage = ReminderLanguage;

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

// The reminders' opt-out sentence: it ends in words, as Meta wants a template's body to.
const optOutLine = (language: CodeLanguage, url: string) =>
  `${REMINDER_FOOTER[language].optOut[0]} ${url} ${REMINDER_FOOTER[language].optOut[1]}`;

const WORDS: Record<CodeLanguage, (values: CodeMessageValues) => { subject: string; text: string }> = {
  es: (v) => ({
    subject: `${v.ally}: tu código para «${v.webinar}»`,
    text: `Hola ${v.name}: en ${v.ally} te guardamos un lugar en el webinar «${v.webinar}», el ${v.when}.\nTu código es ${v.code}. Canjéalo aquí: ${v.prizeUrl}\n\n${optOutLine('es', v.optOutUrl)}`,
  }),
  en: (v) => ({
    subject: `${v.ally}: your code for "${v.webinar}"`,
    text: `Hi ${v.name}, ${v.ally} has saved you a place in the webinar "${v.webinar}" on ${v.when}.\nYour code is ${v.code}. Redeem it here: ${v.prizeUrl}\n\n${optOutLine('en', v.optOutUrl)}`,
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

/** The template's numbered values, in its order. */
export const codeTemplateParameters = (values: CodeMessageValues) => [
  values.name,
  values.webinar,
  values.when,
  values.code,
  values.prizeUrl,
  values.optOutUrl,
];

/**
 * The message as registered with Meta for one ally: its name written in, the rest numbered in
 * `codeTemplateParameters`' order. A renamed ally's text differs, so it can be submitted again.
 */
export function codeTemplateText(allyName: string, language: CodeLanguage): string {
  const numbered = {
    name: '{{1}}',
    webinar: '{{2}}',
    when: '{{3}}',
    code: '{{4}}',
    prizeUrl: '{{5}}',
    optOutUrl: '{{6}}',
  };
  return codeMessageWords(language, { ...numbered, ally: allyName }).text;
}
