import { isReminderKind, type TemplateKind, type WhatsappTemplateVersion } from '@aula/contracts/reminder-templates';
import {
  DEFAULT_REMINDER_TEMPLATES,
  REMINDER_KINDS,
  type ReminderKind,
  type ReminderKindSettings,
  type ReminderLanguage,
} from '@aula/contracts/reminders';
import { codeBodyOf, kindOf, templateVersion } from '../fixtures/reminders';
import { keptWithMockState } from '../state';

// The console's reminder kinds and their WhatsApp templates as the mocks keep them while the page
// lives (every test starts again from resetMockState): each ally's kinds as saved, and each kind's
// template versions per language, newest first, starting from an approved version 1 of the
// default text as the API's seed does; except "achievement earned" in English, never submitted,
// so a fresh world shows that state too and has a text to send for approval.

const kept = keptWithMockState(() => ({
  kindsByAlly: new Map<string, Map<ReminderKind, ReminderKindSettings>>(),
  versionsByTemplate: new Map<string, WhatsappTemplateVersion[]>(),
}));

export function kindsOf(allyCode: string): Map<ReminderKind, ReminderKindSettings> {
  let kinds = kept().kindsByAlly.get(allyCode);
  if (!kinds) {
    kinds = new Map(REMINDER_KINDS.map((kind) => [kind, kindOf(allyCode, kind)]));
    kept().kindsByAlly.set(allyCode, kinds);
  }
  return kinds;
}

/** The kind as saved now (every kind has one: the defaults at version 1). */
export function savedKind(allyCode: string, kind: ReminderKind): ReminderKindSettings {
  return kindsOf(allyCode).get(kind) ?? kindOf(allyCode, kind);
}

/** What a submission of the kind sends now: the kind's saved text, or the code message's words. */
export const bodyToSubmit = (allyCode: string, kind: TemplateKind, language: ReminderLanguage) =>
  isReminderKind(kind) ? savedKind(allyCode, kind).templates[language].body : codeBodyOf(allyCode, language);

/** A template's versions, newest first (kept: a submission adds to the front). */
export function versionsOf(
  allyCode: string,
  kind: TemplateKind,
  language: ReminderLanguage,
): WhatsappTemplateVersion[] {
  const key = `${allyCode}:${kind}:${language}`;
  let versions = kept().versionsByTemplate.get(key);
  if (!versions) {
    const neverSubmitted = kind === 'achievement_earned' && language === 'en';
    const first = isReminderKind(kind) ? DEFAULT_REMINDER_TEMPLATES[kind][language] : codeBodyOf(allyCode, language);
    versions = neverSubmitted ? [] : [templateVersion(allyCode, kind, language, 1, first)];
    kept().versionsByTemplate.set(key, versions);
  }
  return versions;
}
