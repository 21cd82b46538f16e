// The console's curriculum in the mocks: the acting ally's modules, lessons and parts, with the
// API's rules that screens react to — drafts, versions (a stale save is 409 edit_conflict with
// the item as it is now), another ally's id is 404, and a published lesson stands for one
// learners have records in (a delete without ?confirm=true is 409 has_learner_records). A check
// part's new questions and options are numbered as the API numbers them.
import { EDIT_CONFLICT } from '@aula/contracts/console';
import type { ConsoleLesson, ConsoleModule, ConsolePart } from '@aula/contracts/console-curriculum';
import { HAS_LEARNER_RECORDS } from '@aula/contracts/console-curriculum';
import { consoleCurriculumEndpoints as curriculum } from '@aula/contracts/endpoints/console-curriculum';
import { HttpResponse } from 'msw';
import { mockState } from '../state';
import { handle } from './declared';
import { apiError, notFound } from './responses';

const now = () => new Date().toISOString();
const store = () => mockState().curriculum;

function moduleOf(allyId: number, id: number): ConsoleModule | undefined {
  const found = store().modules.find((module) => module.id === id && module.allyId === allyId);
  if (!found) return undefined;
  const { allyId: _ally, ...module } = found;
  const lessons = store().lessons.filter((lesson) => lesson.module_id === id);
  return {
    ...module,
    lesson_count: lessons.length,
    published_lesson_count: lessons.filter((lesson) => lesson.published_at !== null).length,
  };
}

const modulesOf = (allyId: number) =>
  store()
    .modules.filter((module) => module.allyId === allyId)
    .sort((a, b) => a.order - b.order)
    .flatMap((module) => moduleOf(allyId, module.id) ?? []);

function lessonOf(allyId: number, id: number): ConsoleLesson | undefined {
  const lesson = store().lessons.find((item) => item.id === id);
  if (!lesson || !moduleOf(allyId, lesson.module_id)) return undefined;
  return { ...lesson, part_count: store().parts.filter((part) => part.lesson_id === id).length };
}

const lessonsOf = (allyId: number, moduleId: number) =>
  store()
    .lessons.filter((lesson) => lesson.module_id === moduleId)
    .sort((a, b) => a.order - b.order)
    .flatMap((lesson) => lessonOf(allyId, lesson.id) ?? []);

const partsOf = (lessonId: number) =>
  store()
    .parts.filter((part) => part.lesson_id === lessonId)
    .sort((a, b) => a.order - b.order);

function partOf(allyId: number, id: number): ConsolePart | undefined {
  const part = store().parts.find((item) => item.id === id);
  return part && lessonOf(allyId, part.lesson_id) ? part : undefined;
}

function moduleDetail(allyId: number, id: number) {
  const module = moduleOf(allyId, id);
  return module ? { ...module, lessons: lessonsOf(allyId, id) } : notFound('Module not found');
}

function lessonDetail(allyId: number, id: number) {
  const lesson = lessonOf(allyId, id);
  const module = lesson && moduleOf(allyId, lesson.module_id);
  if (!lesson || !module) return notFound('Lesson not found');
  return {
    ...lesson,
    module: { id: module.id, title: module.title, published: module.published_at !== null },
    parts: partsOf(id),
  };
}

const conflict = (current: unknown) =>
  HttpResponse.json(
    { error: EDIT_CONFLICT, message: 'Someone saved this item while you were editing it', current },
    { status: 409 },
  );

/** The reading text kept as the API would: without scripts (a stand-in for its sanitizer). */
const cleaned = (html: string) => html.replace(/<script[\s\S]*?<\/script>/gi, '').replace(/\son\w+="[^"]*"/gi, '');

type SavedCheck = NonNullable<ConsolePart['check']>;
type SavedQuestion = SavedCheck['questions'][number];
/** An item as the editor sends it: without an id when it was just added. */
type Sent<Item extends { id: number }> = Omit<Item, 'id'> & { id?: number | undefined };
type SentCheck = Omit<SavedCheck, 'questions'> & {
  questions: (Sent<Omit<SavedQuestion, 'options'>> & { options: Sent<SavedQuestion['options'][number]>[] })[];
};

const fieldRefused = (field: string, reason: string) =>
  apiError(400, { error: 'bad_request', message: 'Invalid input', fields: [{ field, reason }] });

/**
 * A check numbered as the API numbers it (services/knowledge-checks/number-check.ts): an id the
 * editor sent is kept, new questions and options share one count after the highest saved, and a
 * question may only send the learner back to another part of its lesson (else the API's 400).
 */
function numberedCheck(sent: SentCheck | null, saved: ConsolePart['check'], reviewable: readonly number[]) {
  if (!sent) return null;
  const refused = sent.questions.findIndex(
    ({ review_part_id }) => review_part_id !== null && !reviewable.includes(review_part_id),
  );
  if (refused >= 0)
    return fieldRefused(`check.questions.${refused}.review_part_id`, 'must be another part of this lesson');
  let last = Math.max(
    0,
    ...(saved?.questions ?? []).flatMap((question) => [question.id, ...question.options.map(({ id }) => id)]),
  );
  const numbered = (id: number | undefined) => id ?? ++last;
  return {
    ...sent,
    questions: sent.questions.map(({ id, options, ...fields }) => ({
      ...fields,
      id: numbered(id),
      options: options.map(({ id: optionId, ...option }) => ({ ...option, id: numbered(optionId) })),
    })),
  };
}

const nextId = () => {
  store().nextId += 1;
  return store().nextId;
};

function reorder<Item extends { id: number; order: number }>(items: Item[], ids: number[]) {
  if (ids.length !== items.length || !ids.every((id) => items.some((item) => item.id === id))) {
    return apiError(400, {
      error: 'bad_request',
      message: 'Invalid input',
      fields: [{ field: 'ids', reason: 'must list each item once' }],
    });
  }
  for (const item of items) item.order = ids.indexOf(item.id) + 1;
  return undefined;
}

const hasRecordsAnswer = () =>
  HttpResponse.json(
    {
      error: HAS_LEARNER_RECORDS,
      message: 'Learners have records in this item',
      records: { learners: 12, completed_parts: 30, favorites: 4, ratings: 5 },
    },
    { status: 409 },
  );

export const consoleCurriculumHandlers = [
  handle(curriculum.modules, ({ consoleAlly }) => ({ results: modulesOf(consoleAlly.id) })),

  handle(curriculum.createModule, ({ consoleAlly, body }) => {
    const id = nextId();
    const order = Math.max(0, ...store().modules.map((module) => module.order)) + 1;
    store().modules.push({
      ...body,
      allyId: consoleAlly.id,
      id,
      order,
      published_at: null,
      version: 1,
      updated_at: now(),
    });
    return moduleOf(consoleAlly.id, id) ?? notFound('Module not found');
  }),

  handle(curriculum.reorderModules, ({ consoleAlly, body }) => {
    const mine = store().modules.filter((module) => module.allyId === consoleAlly.id);
    return reorder(mine, body.ids) ?? { results: modulesOf(consoleAlly.id) };
  }),

  handle(curriculum.module, ({ consoleAlly, params }) => moduleDetail(consoleAlly.id, params.id)),

  handle(curriculum.updateModule, ({ consoleAlly, params, body: { version, ...fields } }) => {
    const module = store().modules.find((item) => item.id === params.id && item.allyId === consoleAlly.id);
    if (!module) return notFound('Module not found');
    if (module.version !== version) return conflict(moduleOf(consoleAlly.id, params.id));
    Object.assign(module, fields, { version: version + 1, updated_at: now() });
    return moduleOf(consoleAlly.id, params.id) ?? notFound('Module not found');
  }),

  handle(curriculum.publishModule, ({ consoleAlly, params, body }) => {
    const module = store().modules.find((item) => item.id === params.id && item.allyId === consoleAlly.id);
    if (!module) return notFound('Module not found');
    if (module.version !== body.version) return conflict(moduleOf(consoleAlly.id, params.id));
    Object.assign(module, { published_at: body.published ? now() : null, version: body.version + 1 });
    return moduleOf(consoleAlly.id, params.id) ?? notFound('Module not found');
  }),

  handle(curriculum.deleteModule, ({ consoleAlly, params, query }) => {
    const module = moduleOf(consoleAlly.id, params.id);
    if (!module) return notFound('Module not found');
    const archived = module.published_lesson_count > 0;
    if (archived && !query.confirm) return hasRecordsAnswer();
    store().modules = store().modules.filter((item) => item.id !== params.id);
    return { archived };
  }),

  handle(curriculum.createLesson, ({ consoleAlly, params, body }) => {
    if (!moduleOf(consoleAlly.id, params.id)) return notFound('Module not found');
    const id = nextId();
    const order = lessonsOf(consoleAlly.id, params.id).length + 1;
    store().lessons.push({
      ...body,
      id,
      module_id: params.id,
      order,
      published_at: null,
      version: 1,
      updated_at: now(),
    });
    return lessonOf(consoleAlly.id, id) ?? notFound('Lesson not found');
  }),

  handle(curriculum.reorderLessons, ({ consoleAlly, params, body }) => {
    if (!moduleOf(consoleAlly.id, params.id)) return notFound('Module not found');
    const mine = store().lessons.filter((lesson) => lesson.module_id === params.id);
    return reorder(mine, body.ids) ?? moduleDetail(consoleAlly.id, params.id);
  }),

  handle(curriculum.lesson, ({ consoleAlly, params }) => lessonDetail(consoleAlly.id, params.id)),

  handle(curriculum.updateLesson, ({ consoleAlly, params, body: { version, ...fields } }) => {
    const lesson = lessonOf(consoleAlly.id, params.id) && store().lessons.find((item) => item.id === params.id);
    if (!lesson) return notFound('Lesson not found');
    if (lesson.version !== version) return conflict(lessonOf(consoleAlly.id, params.id));
    Object.assign(lesson, fields, { version: version + 1, updated_at: now() });
    return lessonOf(consoleAlly.id, params.id) ?? notFound('Lesson not found');
  }),

  handle(curriculum.publishLesson, ({ consoleAlly, params, body }) => {
    const lesson = lessonOf(consoleAlly.id, params.id) && store().lessons.find((item) => item.id === params.id);
    if (!lesson) return notFound('Lesson not found');
    if (lesson.version !== body.version) return conflict(lessonOf(consoleAlly.id, params.id));
    Object.assign(lesson, { published_at: body.published ? now() : null, version: body.version + 1 });
    return lessonOf(consoleAlly.id, params.id) ?? notFound('Lesson not found');
  }),

  handle(curriculum.deleteLesson, ({ consoleAlly, params, query }) => {
    const lesson = lessonOf(consoleAlly.id, params.id);
    if (!lesson) return notFound('Lesson not found');
    const archived = lesson.published_at !== null;
    if (archived && !query.confirm) return hasRecordsAnswer();
    store().lessons = store().lessons.filter((item) => item.id !== params.id);
    return { archived };
  }),

  handle(curriculum.createPart, ({ consoleAlly, params, body }) => {
    if (!lessonOf(consoleAlly.id, params.id)) return notFound('Lesson not found');
    const check = numberedCheck(
      body.check,
      null,
      partsOf(params.id).map(({ id }) => id),
    );
    if (check instanceof Response) return check;
    const part: ConsolePart = {
      ...body,
      body_html: cleaned(body.body_html),
      check,
      id: nextId(),
      lesson_id: params.id,
      order: partsOf(params.id).length + 1,
      version: 1,
      updated_at: now(),
    };
    store().parts.push(part);
    return part;
  }),

  handle(curriculum.reorderParts, ({ consoleAlly, params, body }) => {
    if (!lessonOf(consoleAlly.id, params.id)) return notFound('Lesson not found');
    return reorder(partsOf(params.id), body.ids) ?? lessonDetail(consoleAlly.id, params.id);
  }),

  handle(curriculum.updatePart, ({ consoleAlly, params, body: { version, ...fields } }) => {
    const part = partOf(consoleAlly.id, params.id);
    if (!part) return notFound('Part not found');
    if (part.version !== version) return conflict(part);
    const others = partsOf(part.lesson_id).flatMap(({ id }) => (id === part.id ? [] : [id]));
    const check = numberedCheck(fields.check, part.check, others);
    if (check instanceof Response) return check;
    Object.assign(part, fields, {
      body_html: cleaned(fields.body_html),
      check,
      version: version + 1,
      updated_at: now(),
    });
    return part;
  }),

  handle(curriculum.deletePart, ({ consoleAlly, params, query }) => {
    const part = partOf(consoleAlly.id, params.id);
    if (!part) return notFound('Part not found');
    const archived = lessonOf(consoleAlly.id, part.lesson_id)?.published_at !== null;
    if (archived && !query.confirm) return hasRecordsAnswer();
    store().parts = store().parts.filter((item) => item.id !== params.id);
    return { archived };
  }),
];
