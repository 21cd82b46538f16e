// A lesson of sample data for the studio's lesson player: the real screen needs a signed-in
// learner, which an ally team previewing its theme is not, so the studio's own store is filled
// with this instead of asking the API (no msw: this is the running product).
import { lessonsApi } from '@aula/api-client/lessons';
import type { AppStore } from '@aula/api-client/store';
import type { Introduction, LessonDetail, PartListItem } from '@aula/contracts/lessons';

export const SAMPLE_LESSON_ID = 900001;

const parts: PartListItem[] = [
  { id: 900101, title: 'Qué es el flujo de efectivo', kind: 'video', duration_minutes: 4, order: 1, completed: true },
  {
    id: 900102,
    title: 'Tu primera tabla de entradas y salidas',
    kind: 'reading',
    duration_minutes: 5,
    order: 2,
    completed: false,
  },
  { id: 900103, title: 'Plantilla imprimible', kind: 'download', duration_minutes: 2, order: 3, completed: false },
];

export const sampleLesson: LessonDetail = {
  id: SAMPLE_LESSON_ID,
  title: 'Planea tu flujo de efectivo',
  summary: 'Anticipa los meses flojos y paga a tiempo.',
  cover_image_url: null,
  duration_minutes: 11,
  module: { id: 900201, title: 'Finanzas para tu negocio' },
  views: 128,
  introduction: 'En once minutos armas la tabla que te dice cuánto dinero tendrás cada semana.',
  order: 1,
  parts: parts.map(({ completed: _completed, ...part }) => part),
  favorite: false,
  rating: null,
  rating_average: 4.6,
  progress: 34,
};

const sampleIntroduction: Introduction = {
  id: SAMPLE_LESSON_ID,
  title: 'Antes de empezar',
  body_html: '<p>Ten a mano tus ventas y gastos del último mes.</p>',
  video_url: null,
};

/** Puts the sample lesson where the lesson screen's queries look for it. */
export function fillSampleLesson(store: AppStore): void {
  const fill = [
    lessonsApi.util.upsertQueryData('getLesson', SAMPLE_LESSON_ID, sampleLesson),
    lessonsApi.util.upsertQueryData('getLessonParts', SAMPLE_LESSON_ID, parts),
    lessonsApi.util.upsertQueryData('getLessonIntroduction', SAMPLE_LESSON_ID, sampleIntroduction),
    lessonsApi.util.upsertQueryData('getFavoriteLessons', undefined, { results: [] }),
  ];
  for (const action of fill) store.dispatch(action as never);
}
