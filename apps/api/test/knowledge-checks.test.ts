import { achievementsResponse } from '@aula/contracts/achievements';
import { type ConsolePart, consoleLesson, consoleModule, consolePart } from '@aula/contracts/console-curriculum';
import { historyResponse } from '@aula/contracts/console-history';
import {
  CHECK_ATTEMPT_OUT_OF_TURN,
  CHECK_NO_ATTEMPTS_LEFT,
  type CheckAttemptRequest,
  type ConsoleCheck,
  checkAttemptResult,
  learnerCheck,
} from '@aula/contracts/knowledge-checks';
import { lessonDetail, partDetail, partsResponse } from '@aula/contracts/lessons';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { achievements, allies, checkAttempts, partCompletions } from '../src/db/schema';
import { testClock } from './helpers/account';
import { useTestApp } from './helpers/app';
import { consoleCaller, createdBody, publishAsImpulsaEditor } from './helpers/console-team';
import { bearer, doPart, newLearner, partIds } from './helpers/content';

// Knowledge checks (issue 41): an editor writes the questions, the server grades a learner's tries.
// The learner's reads never say which option is right; only a graded try does, and only once it
// passed or no try is left. Each test names the bad input it tries.
const clock = testClock();
const ctx = useTestApp({ VIEW_FLUSH_SECONDS: '3600' }, { now: clock.now });
const call = consoleCaller(() => ctx.app);

const FEEDBACK = {
  plan: 'Exacto: es tu plan del mes.',
  gasto: 'Un gasto fijo es solo una parte.',
  clima: 'El clima no entra en tus cuentas.',
  mensual: 'Sí: cada mes cambian tus ventas.',
};

/** A check of three questions: one right option, two right options, true or false; two tries. */
const checkInput = (reviewPartId: number | null) => ({
  pass_mark: 70,
  max_attempts: 2,
  questions: [
    {
      kind: 'single',
      prompt: '¿Qué es un presupuesto?',
      options: [
        { text: 'Un plan de ingresos y gastos', correct: true, feedback: FEEDBACK.plan },
        { text: 'Un gasto fijo', correct: false, feedback: FEEDBACK.gasto },
        { text: 'Un préstamo', correct: false },
      ],
    },
    {
      kind: 'multiple',
      prompt: '¿Qué anotas en tu presupuesto?',
      review_part_id: reviewPartId,
      options: [
        { text: 'Lo que vendes', correct: true },
        { text: 'Lo que gastas', correct: true },
        { text: 'El clima', correct: false, feedback: FEEDBACK.clima },
      ],
    },
    {
      kind: 'true_false',
      prompt: 'Un presupuesto se revisa cada mes.',
      options: [
        { text: 'Verdadero', correct: true, feedback: FEEDBACK.mensual },
        { text: 'Falso', correct: false },
      ],
    },
  ],
});

let lessonId: number;
let readingId: number;
let check: ConsolePart;
let stored: ConsoleCheck;
let otherLessonPart: number;

const newCheckPart = (lesson: number, body: object) =>
  call('impulsa editor', 'POST', `/api/console/lessons/${lesson}/parts/`, { title: 'Comprueba lo aprendido', ...body });

beforeAll(async () => {
  const module = consoleModule.parse(
    await createdBody(
      await call('impulsa editor', 'POST', '/api/console/modules/', { title: 'Presupuesto', description: 'Prueba' }),
    ),
  );
  const lesson = consoleLesson.parse(
    await createdBody(
      await call('impulsa editor', 'POST', `/api/console/modules/${module.id}/lessons/`, {
        title: 'Tu presupuesto, comprobado',
        summary: 'Resumen',
        introduction: 'Introducción',
      }),
    ),
  );
  lessonId = lesson.id;
  const reading = consolePart.parse(
    await createdBody(
      await call('impulsa editor', 'POST', `/api/console/lessons/${lessonId}/parts/`, {
        title: 'Lectura',
        kind: 'reading',
        body_html: '<p>Anota lo que vendes y lo que gastas, y revísalo cada mes.</p>',
      }),
    ),
  );
  readingId = reading.id;
  otherLessonPart = (await partIds(ctx.db, 'Planea tu flujo de efectivo'))[0] ?? 0;
  check = consolePart.parse(
    await createdBody(await newCheckPart(lessonId, { kind: 'check', check: checkInput(readingId) })),
  );
  stored = check.check as ConsoleCheck;
  const [ally] = await ctx.db.select({ id: allies.id }).from(allies).where(eq(allies.code, 'impulsa'));
  await ctx.db.insert(achievements).values({
    allyId: ally?.id ?? 0,
    moduleId: module.id,
    title: 'Presupuesto listo',
    description: 'Termina el módulo',
    prizeKind: 'physical',
    prizeTitle: 'Una libreta',
    prizeDescription: 'Para tus cuentas',
  });
  await publishAsImpulsaEditor(call, 'lessons', lesson.id, lesson.version);
  await publishAsImpulsaEditor(call, 'modules', module.id, module.version);
}, 60_000);

let counter = 0;
const learner = async (ally = 'impulsa') => newLearner(ctx.db, ally, `check-${++counter}@example.com`);
const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const attempt = (token: string, payload: unknown, part = check.id) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/parts/${part}/check_attempts/`,
    headers: bearer(token),
    payload: payload as object,
  });

const question = (index: number) => {
  const found = stored.questions[index];
  if (!found) throw new Error(`no question ${index}`);
  return found;
};
const rightIds = (index: number) =>
  question(index)
    .options.filter((option) => option.correct)
    .map((option) => option.id);
const wrongId = (index: number) => question(index).options.find((option) => !option.correct)?.id ?? 0;

/** Every question answered right, but those named answered with a wrong option. */
function answers(wrong: number[] = []): CheckAttemptRequest['answers'] {
  return stored.questions.map((item, index) => ({
    question_id: item.id,
    option_ids: wrong.includes(index) ? [wrongId(index)] : rightIds(index),
  }));
}

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

const errorFields = (body: unknown) => (body as { fields?: { field: string }[] }).fields?.map((item) => item.field);

describe('an editor writes a check', () => {
  it('creates a check part of three questions (single, multiple, true or false), every question and option numbered', () => {
    expect(check).toMatchObject({ kind: 'check', body_html: '', media_url: null, captions_url: null });
    expect(stored).toMatchObject({ pass_mark: 70, max_attempts: 2 });
    expect(stored.questions.map((item) => item.kind)).toEqual(['single', 'multiple', 'true_false']);
    const ids = stored.questions.flatMap((item) => [item.id, ...item.options.map((option) => option.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(question(1).review_part_id).toBe(readingId);
    expect(question(0).options[0]).toMatchObject({ correct: true, feedback: FEEDBACK.plan });
    expect(question(0).options[2]).toMatchObject({ feedback: '' });
  });

  it('keeps the ids sent back and numbers new ones past every number given, never one deleted (and records the edit)', async () => {
    const part = consolePart.parse(
      await createdBody(await newCheckPart(lessonId, { kind: 'check', check: checkInput(null) })),
    );
    const first = part.check as ConsoleCheck;
    const highest = Math.max(
      ...first.questions.flatMap((item) => [item.id, ...item.options.map((option) => option.id)]),
    );
    const save = async (version: number, title: string, check: object) => {
      const response = await call('impulsa editor', 'PUT', `/api/console/parts/${part.id}/`, {
        title,
        kind: 'check',
        version,
        check,
      });
      expect(response.statusCode, response.body).toBe(200);
      return consolePart.parse(response.json());
    };
    // The last question, holding the highest numbers, is deleted; a new one is added by the next save.
    const [kept, other] = first.questions;
    const shorter = await save(part.version, part.title, {
      pass_mark: 60,
      max_attempts: null,
      questions: [kept, other],
    });
    const newQuestion = {
      kind: 'true_false',
      prompt: 'Nueva',
      options: [
        { text: 'Sí', correct: true },
        { text: 'No', correct: false },
      ],
    };
    const longer = await save(shorter.version, part.title, { ...shorter.check, questions: [kept, other, newQuestion] });
    const after = longer.check as ConsoleCheck;
    expect(after.questions.slice(0, 2)).toEqual([kept, other]);
    const added = after.questions[2];
    expect(added?.id).toBe(highest + 1);
    expect(added?.options.map((option) => option.id)).toEqual([highest + 2, highest + 3]);
    expect(after).toMatchObject({ pass_mark: 60, max_attempts: null });
    // The check sent back as it was read changes nothing but the title: the history says so.
    expect((await save(longer.version, 'Otra prueba', after)).check).toEqual(after);
    const history = historyResponse.parse(
      (await call('impulsa editor', 'GET', `/api/console/history/part/${part.id}/`)).json(),
    );
    expect(history.results.map((change) => change.summary.fields)).toEqual([
      ['title'],
      ['check'],
      ['check'],
      undefined,
    ]);
    await call('impulsa editor', 'DELETE', `/api/console/parts/${part.id}/`);
  });

  it.each([
    [
      'no right option',
      {
        questions: [
          {
            kind: 'single',
            prompt: '¿?',
            options: [
              { text: 'a', correct: false },
              { text: 'b', correct: false },
            ],
          },
        ],
      },
      'check.questions.0.options',
    ],
    [
      'a true or false question with three options',
      {
        questions: [
          {
            kind: 'true_false',
            prompt: '¿?',
            options: [
              { text: 'V', correct: true },
              { text: 'F', correct: false },
              { text: 'Quizá', correct: false },
            ],
          },
        ],
      },
      'check.questions.0.options',
    ],
    [
      'a question with no options',
      { questions: [{ kind: 'single', prompt: '¿?', options: [] }] },
      'check.questions.0.options',
    ],
    ['no questions', { questions: [] }, 'check.questions'],
    ['a pass mark over 100', { pass_mark: 101, questions: checkInput(null).questions }, 'check.pass_mark'],
  ])('refuses a check with %s (400 naming the field)', async (_, body, field) => {
    const response = await newCheckPart(lessonId, { kind: 'check', check: body });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorFields(response.json())).toContain(field);
  });

  it('refuses a review part of another lesson (400 check.questions.1.review_part_id)', async () => {
    const response = await newCheckPart(lessonId, { kind: 'check', check: checkInput(otherLessonPart) });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorFields(response.json())).toEqual(['check.questions.1.review_part_id']);
  });

  it('refuses a check that sends the learner back to itself (400 check.questions.1.review_part_id)', async () => {
    const response = await call('impulsa editor', 'PUT', `/api/console/parts/${check.id}/`, {
      title: check.title,
      kind: 'check',
      version: check.version,
      check: checkInput(check.id),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorFields(response.json())).toEqual(['check.questions.1.review_part_id']);
  });

  it('refuses kept ids the stored check does not have (400 check.questions.N.id, ….options.M.id)', async () => {
    const unknownQuestion = checkInput(null);
    const questions: object[] = [...unknownQuestion.questions];
    questions[1] = { ...unknownQuestion.questions[1], id: 99_999 };
    const response = await call('impulsa editor', 'PUT', `/api/console/parts/${check.id}/`, {
      title: check.title,
      kind: 'check',
      version: check.version,
      check: { ...unknownQuestion, questions },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorFields(response.json())).toEqual(['check.questions.1.id']);
    // An option of the first question sent in the second keeps no id it was not given.
    const moved = stored.questions.map((item) => ({ ...item }));
    const [one, two] = moved;
    if (!one || !two) throw new Error('two questions expected');
    two.options = [
      { ...two.options[0], id: one.options[0]?.id } as (typeof two.options)[number],
      ...two.options.slice(1),
    ];
    const stolen = await call('impulsa editor', 'PUT', `/api/console/parts/${check.id}/`, {
      title: check.title,
      kind: 'check',
      version: check.version,
      check: { pass_mark: 70, max_attempts: 2, questions: moved },
    });
    expect(stolen.statusCode, stolen.body).toBe(400);
    expect(errorFields(stolen.json())).toEqual(['check.questions.1.options.0.id']);
  });

  it('refuses questions on a video and a check without them (400 check)', async () => {
    const video = await newCheckPart(lessonId, {
      kind: 'video',
      media_url: '/media/videos/a.mp4',
      duration_minutes: 1,
      check: checkInput(null),
    });
    expect(video.statusCode).toBe(400);
    expect(errorFields(video.json())).toContain('check');
    const empty = await newCheckPart(lessonId, { kind: 'check' });
    expect(empty.statusCode).toBe(400);
    expect(errorFields(empty.json())).toContain('check');
  });
});

describe('a learner reads a check', () => {
  it('no answer before a try says which option is right: part detail, lesson detail, parts list', async () => {
    const { token } = await learner();
    const bodies = [
      await get(`/api/parts/${check.id}/`, token),
      await get(`/api/lessons/${lessonId}/`, token),
      await get(`/api/lessons/${lessonId}/parts/`, token),
    ];
    for (const response of bodies) {
      expect(response.statusCode, response.body).toBe(200);
      const keys = keysOf(response.json());
      for (const key of ['correct', 'feedback', 'correct_option_ids', 'review_part_id'])
        expect(keys).not.toContain(key);
      for (const text of Object.values(FEEDBACK)) expect(response.body).not.toContain(text);
    }
    const detail = partDetail.parse(bodies[0]?.json());
    expect(detail).toMatchObject({
      kind: 'check',
      body_html: '',
      media_url: null,
      required_seconds: 0,
      completed: false,
    });
    // Strict: a field the learner must not see would fail this.
    const view = learnerCheck.parse(detail.check);
    expect(view).toMatchObject({
      pass_mark: 70,
      max_attempts: 2,
      attempts_used: 0,
      passed: false,
      best_score: null,
      last_attempt: null,
    });
    expect(view.questions.map((item) => item.prompt).sort()).toEqual(
      stored.questions.map((item) => item.prompt).sort(),
    );
    lessonDetail.parse(bodies[1]?.json());
    partsResponse.parse(bodies[2]?.json());
  });

  it('a part of another kind answers check: null', async () => {
    const { token } = await learner();
    expect(partDetail.parse((await get(`/api/parts/${readingId}/`, token)).json()).check).toBeNull();
  });

  it('shuffles the questions and options per try: the same on reload, another on the next try, true or false kept in order', async () => {
    let changed = 0;
    for (let i = 0; i < 5; i++) {
      const { token } = await learner();
      const first = learnerCheck.parse(partDetail.parse((await get(`/api/parts/${check.id}/`, token)).json()).check);
      const reload = learnerCheck.parse(partDetail.parse((await get(`/api/parts/${check.id}/`, token)).json()).check);
      expect(reload.questions).toEqual(first.questions);
      expect((await attempt(token, { attempt: 1, answers: answers([0, 1]) })).statusCode).toBe(200);
      const next = learnerCheck.parse(partDetail.parse((await get(`/api/parts/${check.id}/`, token)).json()).check);
      expect(next.attempts_used).toBe(1);
      const order = (view: typeof first) =>
        view.questions.map((item) => [item.id, item.options.map((option) => option.id)]);
      if (JSON.stringify(order(next)) !== JSON.stringify(order(first))) changed++;
      const ids = (view: typeof first) =>
        view.questions.flatMap((item) => [item.id, ...item.options.map((option) => option.id)]).sort();
      expect(ids(next)).toEqual(ids(first));
      for (const view of [first, next]) {
        const trueFalse = view.questions.find((item) => item.kind === 'true_false');
        expect(trueFalse?.options.map((option) => option.id)).toEqual(question(2).options.map((option) => option.id));
      }
    }
    expect(changed).toBeGreaterThan(0);
  });

  it("refuses another ally's learner: part and try answer 404 (their session is for crecer)", async () => {
    const { token } = await learner('crecer');
    expect((await get(`/api/parts/${check.id}/`, token)).statusCode).toBe(404);
    expect((await attempt(token, { attempt: 1, answers: answers() })).statusCode).toBe(404);
  });
});

describe('a try is graded', () => {
  it('a failed try: its score, each question in order, no right options while a try is left, the part to review', async () => {
    const { token } = await learner();
    const response = await attempt(token, { attempt: 1, answers: answers([1]) });
    expect(response.statusCode, response.body).toBe(200);
    const result = checkAttemptResult.parse(response.json());
    expect(result).toMatchObject({
      attempt: 1,
      score: 67,
      passed: false,
      pass_mark: 70,
      attempts_left: 1,
      completed: false,
      lesson_progress: 0,
    });
    expect(result.questions.map((item) => item.question_id)).toEqual(stored.questions.map((item) => item.id));
    expect(result.questions.map((item) => item.correct)).toEqual([true, false, true]);
    expect(result.questions.every((item) => item.correct_option_ids === null)).toBe(true);
    expect(result.questions.map((item) => item.review_part_id)).toEqual([null, readingId, null]);
    expect(result.questions[0]?.feedback).toEqual([{ option_id: rightIds(0)[0], text: FEEDBACK.plan }]);
    expect(result.questions[1]).toMatchObject({
      chosen_option_ids: [wrongId(1)],
      feedback: [{ option_id: wrongId(1), text: FEEDBACK.clima }],
    });
    const view = learnerCheck.parse(partDetail.parse((await get(`/api/parts/${check.id}/`, token)).json()).check);
    expect(view).toMatchObject({
      attempts_used: 1,
      passed: false,
      best_score: 67,
      last_attempt: { attempt: 1, score: 67, passed: false },
    });
  });

  it("a passed try completes the part as any part: lesson progress, part_completions, the module's achievement", async () => {
    const { id, token } = await learner();
    const result = checkAttemptResult.parse((await attempt(token, { attempt: 1, answers: answers() })).json());
    expect(result).toMatchObject({ score: 100, passed: true, completed: true, lesson_progress: 50, attempts_left: 1 });
    expect(result.questions.map((item) => item.correct_option_ids)).toEqual([0, 1, 2].map(rightIds));
    expect(result.questions.every((item) => item.review_part_id === null)).toBe(true);
    const done = await ctx.db
      .select()
      .from(partCompletions)
      .where(and(eq(partCompletions.userId, id), eq(partCompletions.partId, check.id)));
    expect(done).toHaveLength(1);
    expect(lessonDetail.parse((await get(`/api/lessons/${lessonId}/`, token)).json()).progress).toBe(50);
    const parts = partsResponse.parse((await get(`/api/lessons/${lessonId}/parts/`, token)).json());
    expect(parts.results.find((part) => part.id === check.id)?.completed).toBe(true);
    // With the reading done too the module is finished, and its achievement earned, as with any parts.
    expect(await doPart(ctx.app, token, readingId, clock)).toMatchObject({ completed: true, lesson_progress: 100 });
    const earned = achievementsResponse.parse((await get('/api/achievements/', token)).json());
    expect(earned.results.find((item) => item.title === 'Presupuesto listo')?.earned).toBe(true);
  });

  it('after passing, a learner may practise within the tries: the part stays completed', async () => {
    const { token } = await learner();
    expect((await attempt(token, { attempt: 1, answers: answers() })).json()).toMatchObject({ passed: true });
    const practice = checkAttemptResult.parse(
      (await attempt(token, { attempt: 2, answers: answers([0, 1, 2]) })).json(),
    );
    expect(practice).toMatchObject({ score: 0, passed: false, completed: true, lesson_progress: 50, attempts_left: 0 });
    const view = learnerCheck.parse(partDetail.parse((await get(`/api/parts/${check.id}/`, token)).json()).check);
    expect(view).toMatchObject({ attempts_used: 2, passed: true, best_score: 100 });
  });

  it('the last try failed shows the right options; a third try is refused (409 check_no_attempts_left)', async () => {
    const { token } = await learner();
    expect((await attempt(token, { attempt: 1, answers: answers([0]) })).statusCode).toBe(200);
    const last = checkAttemptResult.parse((await attempt(token, { attempt: 2, answers: answers([0, 2]) })).json());
    expect(last).toMatchObject({ score: 33, passed: false, attempts_left: 0, completed: false });
    expect(last.questions.map((item) => item.correct_option_ids)).toEqual([0, 1, 2].map(rightIds));
    const third = await attempt(token, { attempt: 3, answers: answers() });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ error: CHECK_NO_ATTEMPTS_LEFT, attempts_used: 2 });
  });

  it('a try out of turn (try 3 before try 1, try 1 skipped) is refused with the tries recorded (409)', async () => {
    const { token } = await learner();
    const early = await attempt(token, { attempt: 3, answers: answers() });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: CHECK_ATTEMPT_OUT_OF_TURN, attempts_used: 0 });
  });

  it('the same try sent again is answered with its first result, graded once (other answers sent the second time)', async () => {
    const { id, token } = await learner();
    const first = await attempt(token, { attempt: 1, answers: answers([1]) });
    const again = await attempt(token, { attempt: 1, answers: answers() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await ctx.db
      .select()
      .from(checkAttempts)
      .where(and(eq(checkAttempts.userId, id), eq(checkAttempts.partId, check.id)));
    expect(rows).toHaveLength(1);
  });

  it('one try sent twice at once is counted once: one row, both answers equal', async () => {
    const { id, token } = await learner();
    await get(`/api/parts/${check.id}/`, token);
    clock.advance(30);
    const body = { attempt: 1, answers: answers() };
    const [one, two] = await Promise.all([attempt(token, body), attempt(token, body)]);
    expect(one?.statusCode, one?.body).toBe(200);
    expect(two?.statusCode, two?.body).toBe(200);
    expect(one?.json()).toEqual(two?.json());
    expect(one?.json()).toMatchObject({ passed: true, completed: true, lesson_progress: 50 });
    const rows = await ctx.db
      .select()
      .from(checkAttempts)
      .where(and(eq(checkAttempts.userId, id), eq(checkAttempts.partId, check.id)));
    expect(rows).toHaveLength(1);
    // The try started when the learner opened the part, 30 s before it was sent.
    expect((rows[0]?.submittedAt.getTime() ?? 0) - (rows[0]?.startedAt?.getTime() ?? 0)).toBe(30_000);
  });
});

describe('bad answers are refused naming the field', () => {
  let token: string;
  beforeAll(async () => {
    token = (await learner()).token;
  });

  const refusedWith = async (payload: unknown, field: string) => {
    const response = await attempt(token, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorFields(response.json())).toContain(field);
  };

  it('an option of another question (answers.0.option_ids)', async () => {
    const bad = answers();
    bad[0] = { question_id: question(0).id, option_ids: [wrongId(1)] };
    await refusedWith({ attempt: 1, answers: bad }, 'answers.0.option_ids');
  });

  it('option_ids a string instead of a list (answers.0.option_ids)', async () => {
    await refusedWith(
      { attempt: 1, answers: [{ question_id: question(0).id, option_ids: 'uno' }] },
      'answers.0.option_ids',
    );
  });

  it('two options on a single question (answers.0.option_ids)', async () => {
    const bad = answers();
    bad[0] = {
      question_id: question(0).id,
      option_ids: question(0)
        .options.slice(0, 2)
        .map((option) => option.id),
    };
    await refusedWith({ attempt: 1, answers: bad }, 'answers.0.option_ids');
  });

  it('a question answered twice: too many answers (answers.3.question_id)', async () => {
    await refusedWith({ attempt: 1, answers: [...answers(), answers()[0]] }, 'answers.3.question_id');
  });

  it('an unknown question (answers.0.question_id)', async () => {
    const bad = answers();
    bad[0] = { question_id: 99_999, option_ids: rightIds(0) };
    await refusedWith({ attempt: 1, answers: bad }, 'answers.0.question_id');
  });

  it('a question left unanswered (answers)', async () => {
    await refusedWith({ attempt: 1, answers: answers().slice(0, 2) }, 'answers');
  });

  it('a field the contract does not name, and nothing was recorded by any of these', async () => {
    await refusedWith({ attempt: 1, answers: answers(), correct: true }, 'correct');
    const view = learnerCheck.parse(partDetail.parse((await get(`/api/parts/${check.id}/`, token)).json()).check);
    expect(view.attempts_used).toBe(0);
  });
});

describe('only a passed check completes its part', () => {
  it('reports of a played video, a scrolled text and a download complete no check', async () => {
    const { id, token } = await learner();
    await get(`/api/parts/${check.id}/`, token);
    clock.advance(600);
    const report = await ctx.app.inject({
      method: 'POST',
      url: `/api/parts/${check.id}/progress/`,
      headers: bearer(token),
      payload: { played_seconds: 600, reached_end: true, downloaded: true },
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({ completed: false, remaining_seconds: 0 });
    const done = await ctx.db
      .select()
      .from(partCompletions)
      .where(and(eq(partCompletions.userId, id), eq(partCompletions.partId, check.id)));
    expect(done).toHaveLength(0);
  });

  it('a try of a part that is no check answers 404 (a reading has no tries)', async () => {
    const { token } = await learner();
    expect((await attempt(token, { attempt: 1, answers: answers() }, readingId)).statusCode).toBe(404);
  });
});
