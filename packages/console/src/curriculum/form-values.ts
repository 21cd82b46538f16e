import {
  type ConsoleLesson,
  type ConsoleModule,
  type ConsolePart,
  lessonFields,
  moduleFields,
  partFields,
} from '@aula/contracts/console-curriculum';
import { z } from 'zod';
import { type CheckFormValues, checkFormValues, checkRequest, emptyCheckValues } from './check-values';

// The editors' fields as the forms hold them (strings, '' for none) and the contracts' requests
// made from them: the form is checked by the same zod schema the API checks the request with.

const orNull = (value: string) => value.trim() || null;
const minutes = (value: string) => (value.trim() === '' ? 0 : Number(value));

export interface ModuleFormValues {
  title: string;
  description: string;
  cover_image_url: string;
  /** '' for every country of the ally. */
  country: string;
  business_type_ids: number[];
  /** Held like the other fields: a save sends what the box shows, never the contract's default. */
  certifying: boolean;
  chat_learning: boolean;
}

export const emptyModuleValues: ModuleFormValues = {
  title: '',
  description: '',
  cover_image_url: '',
  country: '',
  business_type_ids: [],
  certifying: false,
  chat_learning: false,
};

export const moduleFormValues = (module: ConsoleModule): ModuleFormValues => ({
  title: module.title,
  description: module.description,
  cover_image_url: module.cover_image_url ?? '',
  country: module.country ?? '',
  business_type_ids: module.business_type_ids,
  certifying: module.certifying,
  chat_learning: module.chat_learning,
});

export const moduleFormRequest = z.preprocess((raw) => {
  const values = raw as ModuleFormValues;
  return { ...values, cover_image_url: orNull(values.cover_image_url), country: orNull(values.country) };
}, moduleFields);

export interface LessonFormValues {
  title: string;
  summary: string;
  introduction: string;
  cover_image_url: string;
  duration_minutes: string;
}

export const lessonFormValues = (lesson: ConsoleLesson): LessonFormValues => ({
  title: lesson.title,
  summary: lesson.summary,
  introduction: lesson.introduction,
  cover_image_url: lesson.cover_image_url ?? '',
  duration_minutes: String(lesson.duration_minutes),
});

export const lessonFormRequest = z.preprocess((raw) => {
  const values = raw as LessonFormValues;
  return {
    ...values,
    cover_image_url: orNull(values.cover_image_url),
    duration_minutes: minutes(values.duration_minutes),
  };
}, lessonFields);

export interface PartFormValues {
  kind: ConsolePart['kind'];
  title: string;
  duration_minutes: string;
  media_url: string;
  captions_url: string;
  body_html: string;
  /** Held whatever the kind, so switching kinds loses nothing typed; sent for a check only. */
  check: CheckFormValues;
}

export const emptyPartValues = (): PartFormValues => ({
  kind: 'reading',
  title: '',
  duration_minutes: '',
  media_url: '',
  captions_url: '',
  body_html: '',
  check: emptyCheckValues(),
});

export const partFormValues = (part: ConsolePart): PartFormValues => ({
  kind: part.kind,
  title: part.title,
  duration_minutes: String(part.duration_minutes),
  media_url: part.media_url ?? '',
  captions_url: part.captions_url ?? '',
  body_html: part.body_html,
  check: part.check ? checkFormValues(part.check) : emptyCheckValues(),
});

const hasFile = (kind: PartFormValues['kind']) => kind === 'video' || kind === 'download';

/** Only what the kind of part uses is sent: a reading or a check has no file, only a video has captions. */
export const partFormRequest = z.preprocess((raw) => {
  const values = raw as PartFormValues;
  return {
    kind: values.kind,
    title: values.title,
    duration_minutes: minutes(values.duration_minutes),
    media_url: hasFile(values.kind) ? orNull(values.media_url) : null,
    captions_url: values.kind === 'video' ? orNull(values.captions_url) : null,
    body_html: values.kind === 'reading' ? values.body_html : '',
    check: values.kind === 'check' ? checkRequest(values.check) : null,
  };
}, partFields);
