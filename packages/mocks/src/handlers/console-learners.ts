import type { LearnerDetail, LearnerRow } from '@aula/contracts/console-learners';
import { LEARNERS_PAGE_SIZE } from '@aula/contracts/console-learners';
import { consoleLearnersEndpoints as learners } from '@aula/contracts/endpoints/console-learners';
import { HttpResponse } from 'msw';
import { keptWithMockState } from '../state';
import { mockComputedAt } from './console-insight-refresh';
import { handle } from './declared';
import { apiError, notFound } from './responses';

// The console learners' mock answers (issue 29): a few fixed learners per ally (ids apart, so a
// crecer screen never finds an impulsa id), searched and paged like the API; openings are logged.

const learner = (id: number, name: string, contact: string, business: string | null, city: string, done: number) =>
  ({
    id,
    name,
    contact,
    business,
    country: 'MX',
    city,
    lessonsCompleted: done,
    modulesCompleted: Math.floor(done / 4),
    lastActiveAt: `2026-11-${String(10 + (id % 15)).padStart(2, '0')}T15:00:00.000Z`,
  }) satisfies LearnerRow;

const LEARNERS: Record<string, LearnerRow[]> = {
  impulsa: [
    learner(101, 'Zoe Quispe', '+525511110001', 'Tortillería La Luz', 'Puebla', 9),
    learner(102, 'Mateo Ruiz', 'mateo@example.com', 'Taller Ruiz', 'Monterrey', 4),
    learner(103, 'Lucía Fernández', '+525511110003', null, 'Guadalajara', 1),
    learner(104, 'Andrés Toledo', 'andres@example.com', 'Papelería Toledo', 'Oaxaca', 0),
  ],
  crecer: [learner(201, 'Carmen Ortiz', '+525522220001', 'Estética Carmen', 'Toluca', 3)],
};

/**
 * Where learners stopped, as the funnel mock tells it (its modules 1-3 and their lessons, fewer
 * people than its counts): the list's `?module=&stoppedAt=` answers these. A stoppedAt of another
 * module is refused as the API does.
 */
const STOPPED: { moduleId: number; lessonId: number; learnerIds: number[] }[] = [
  { moduleId: 1, lessonId: 12, learnerIds: [102, 103] },
  { moduleId: 1, lessonId: 11, learnerIds: [104] },
  { moduleId: 1, lessonId: 13, learnerIds: [] },
  { moduleId: 2, lessonId: 21, learnerIds: [101] },
  { moduleId: 2, lessonId: 22, learnerIds: [] },
  { moduleId: 3, lessonId: 31, learnerIds: [201] },
  { moduleId: 3, lessonId: 32, learnerIds: [] },
];

/** Newest first: the sales module's check failed once, then passed. */
const CHECK_ATTEMPTS: LearnerDetail['checkAttempts'] = [
  {
    partId: 1201,
    checkTitle: 'Comprueba lo aprendido',
    lessonTitle: 'Respuestas rápidas',
    attempt: 2,
    score: 100,
    passed: true,
    submittedAt: '2026-09-20T16:10:00.000Z',
  },
  {
    partId: 1201,
    checkTitle: 'Comprueba lo aprendido',
    lessonTitle: 'Respuestas rápidas',
    attempt: 1,
    score: 33,
    passed: false,
    submittedAt: '2026-09-20T16:02:00.000Z',
  },
];

// Who opened a learner's page, beside the mock world (a test's reset forgets it).
const viewsOf = keptWithMockState(() => new Map<number, { viewer: string | null; viewedAt: string }[]>());

const found = (allyCode: string, id: number) => (LEARNERS[allyCode] ?? []).find((row) => row.id === id);

interface ListFilter {
  q?: string;
  module?: number;
  stoppedAt?: number;
}

const stoppedRefused = () =>
  apiError(400, {
    error: 'bad_request',
    message: 'Invalid input',
    fields: [{ field: 'stoppedAt', reason: 'is not a lesson of module' }],
  });

/** The learners a list asks for, or undefined for a stoppedAt that is not one of the module's lessons. */
function listOf(allyCode: string, { q, module, stoppedAt }: ListFilter): LearnerRow[] | undefined {
  const words = q?.toLowerCase();
  let stopped: number[] | undefined;
  if (stoppedAt !== undefined) {
    const lesson = STOPPED.find((row) => row.lessonId === stoppedAt && row.moduleId === module);
    if (!lesson) return undefined;
    stopped = lesson.learnerIds;
  }
  return (LEARNERS[allyCode] ?? []).filter(
    (row) =>
      (!stopped || stopped.includes(row.id)) &&
      (!words || [row.name, row.contact, row.business].some((text) => text?.toLowerCase().includes(words))),
  );
}

const csvOf = (rows: LearnerRow[]) => [
  'ID,Nombre,Teléfono o correo,Negocio,País,Ciudad,Lecciones completadas,Módulos completados,Última actividad',
  ...rows.map((row) =>
    [
      row.id,
      row.name,
      row.contact,
      row.business ?? '',
      row.country,
      row.city,
      row.lessonsCompleted,
      row.modulesCompleted,
      row.lastActiveAt,
    ].join(','),
  ),
];

const download = (rows: LearnerRow[], xlsx: boolean) =>
  new HttpResponse(`\uFEFF${csvOf(rows).join('\r\n')}\r\n`, {
    headers: {
      'content-type': xlsx
        ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        : 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="aprendices.${xlsx ? 'xlsx' : 'csv'}"`,
    },
  });

export const consoleLearnersHandlers = [
  handle(learners.learners, ({ consoleAlly, query }) => {
    const listed = listOf(consoleAlly.code, query);
    if (!listed) return stoppedRefused();
    const all = listed.filter((row) => row.id > (query.after ?? 0));
    const limit = query.limit ?? LEARNERS_PAGE_SIZE;
    const results = all.slice(0, limit);
    return { results, next: all.length > limit ? (results.at(-1)?.id ?? null) : null, computedAt: mockComputedAt() };
  }),
  handle(learners.learner, ({ consoleAlly, params, user }) => {
    const row = found(consoleAlly.code, params.learnerId);
    if (!row) return notFound('No such learner');
    const views = viewsOf();
    views.set(row.id, [{ viewer: user.name, viewedAt: new Date().toISOString() }, ...(views.get(row.id) ?? [])]);
    const isPhone = row.contact?.startsWith('+') ?? false;
    return {
      id: row.id,
      name: row.name,
      email: isPhone ? null : row.contact,
      phone: isPhone ? row.contact : null,
      country: row.country,
      business: row.business,
      city: row.city,
      registeredAt: '2026-09-01T12:00:00.000Z',
      modules: [
        {
          id: 1,
          title: 'Vende más por WhatsApp',
          lessonsCompleted: Math.min(row.lessonsCompleted, 4),
          lessonsTotal: 4,
          completedAt: row.lessonsCompleted >= 4 ? '2026-10-01T12:00:00.000Z' : null,
        },
      ],
      achievements:
        row.lessonsCompleted >= 4 ? [{ id: 1, title: 'Vendedor digital', earnedAt: '2026-10-01T12:00:00.000Z' }] : [],
      surveys: [
        {
          answeredAt: '2026-09-02T12:00:00.000Z',
          score: 3.5,
          answers: [
            { question: 'registra_ventas', value: 4 },
            { question: 'vende_en_linea', value: 3 },
          ],
        },
      ],
      // Those who finished the sales module tried its check twice (passing the second time) and hold its certificate.
      checkAttempts: row.lessonsCompleted >= 4 ? CHECK_ATTEMPTS : [],
      certificates:
        row.lessonsCompleted >= 4
          ? [
              {
                id: `0b5e1c2d-3f4a-4b6c-8d7e-${String(row.id).padStart(12, '0')}`,
                moduleTitle: 'Vende más por WhatsApp',
                issuedAt: '2026-10-01T12:05:00.000Z',
                revokedAt: null,
              },
            ]
          : [],
      computedAt: mockComputedAt(),
    } satisfies LearnerDetail;
  }),
  handle(learners.learnerViews, ({ consoleAlly, params }) =>
    found(consoleAlly.code, params.learnerId)
      ? { results: viewsOf().get(params.learnerId) ?? [] }
      : notFound('No such learner'),
  ),
  handle(learners.learnersCsv, ({ consoleAlly, query }) => {
    const listed = listOf(consoleAlly.code, query);
    return listed ? download(listed, false) : stoppedRefused();
  }),
  handle(learners.learnersXlsx, ({ consoleAlly, query }) => {
    const listed = listOf(consoleAlly.code, query);
    return listed ? download(listed, true) : stoppedRefused();
  }),
];
