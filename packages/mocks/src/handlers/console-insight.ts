import type { FunnelModule } from '@aula/contracts/console-funnel';
import { type InsightChange, previousPeriod } from '@aula/contracts/console-insight';
import type { OverviewResponse } from '@aula/contracts/console-overview';
import { consoleFunnelEndpoints as funnel } from '@aula/contracts/endpoints/console-funnel';
import { consoleOverviewEndpoints as overview } from '@aula/contracts/endpoints/console-overview';
import { DEMO_ALLIES } from '@aula/demo-content/allies';
import { mockState } from '../state';
import { mockComputedAt } from './console-insight-refresh';
import { handle } from './declared';
import { download } from './insight-download';
import { apiError } from './responses';

// The console insight's mock answers (issue 29): fixed figures per ally, a country giving a smaller
// share of them, so screens, stories and tests see the filters change what is shown.

const change = (value: number, previous: number): InsightChange => ({
  value,
  previous,
  change: previous === 0 ? null : (value - previous) / previous,
});

/** The ally's figures (now, before) for all its countries. */
const FIGURES: Record<string, Record<keyof OverviewResponse['figures'], [number, number]>> = {
  impulsa: {
    registrations: [48, 40],
    activeLearners7: [21, 24],
    activeLearners30: [63, 50],
    lessonsCompleted: [312, 260],
    modulesCompleted: [27, 27],
    partsInChatShare: [0.38, 0.25],
    achievementsGranted: [27, 25],
    prizesClaimed: [9, 0],
    webinarCodesRedeemed: [14, 11],
    certificatesIssued: [18, 12],
    certificatesRevoked: [1, 0],
    averageRating: [4.3, 4.1],
  },
  crecer: {
    registrations: [12, 15],
    activeLearners7: [5, 6],
    activeLearners30: [14, 15],
    lessonsCompleted: [70, 81],
    modulesCompleted: [4, 6],
    partsInChatShare: [0.17, 0.12],
    achievementsGranted: [4, 6],
    prizesClaimed: [1, 2],
    webinarCodesRedeemed: [2, 3],
    certificatesIssued: [3, 3],
    certificatesRevoked: [0, 0],
    averageRating: [3.9, 4.0],
  },
};

const MODULES: Record<string, FunnelModule[]> = {
  impulsa: [
    {
      id: 1,
      title: 'Vende más por WhatsApp',
      started: 40,
      finished: 12,
      finishedInChat: 5,
      partsOnSite: 160,
      partsInChat: 98,
      lessons: [
        {
          id: 11,
          title: 'Tu catálogo en WhatsApp',
          reached: 40,
          completed: 36,
          completedInChat: 14,
          stoppedHere: 3,
          averageRating: 4.6,
          ratings: 30,
        },
        {
          id: 12,
          title: 'Respuestas rápidas',
          reached: 37,
          completed: 22,
          completedInChat: 9,
          stoppedHere: 19,
          averageRating: 3.2,
          ratings: 20,
        },
        {
          id: 13,
          title: 'Cobrar sin efectivo',
          reached: 18,
          completed: 12,
          completedInChat: 5,
          stoppedHere: 6,
          averageRating: 4.1,
          ratings: 11,
        },
      ],
    },
    {
      id: 2,
      title: 'Finanzas para tu negocio',
      started: 25,
      finished: 20,
      finishedInChat: 0,
      partsOnSite: 120,
      partsInChat: 0,
      lessons: [
        {
          id: 21,
          title: 'Separa tus cuentas',
          reached: 25,
          completed: 24,
          completedInChat: 0,
          stoppedHere: 2,
          averageRating: 4.8,
          ratings: 19,
        },
        {
          id: 22,
          title: 'Calcula tu precio',
          reached: 23,
          completed: 20,
          completedInChat: 0,
          stoppedHere: 3,
          averageRating: null,
          ratings: 0,
        },
      ],
    },
  ],
  crecer: [
    {
      id: 3,
      title: 'Tu primera tienda en línea',
      started: 9,
      finished: 4,
      finishedInChat: 1,
      partsOnSite: 30,
      partsInChat: 6,
      lessons: [
        {
          id: 31,
          title: 'Elige tu plataforma',
          reached: 9,
          completed: 7,
          completedInChat: 2,
          stoppedHere: 5,
          averageRating: 4,
          ratings: 6,
        },
        {
          id: 32,
          title: 'Sube tus productos',
          reached: 4,
          completed: 4,
          completedInChat: 1,
          stoppedHere: 0,
          averageRating: 4.5,
          ratings: 4,
        },
      ],
    },
  ],
};

/** A country shows a third of the ally's learners (rounded down), the rating unchanged. */
const share = (value: number, country: string | undefined, keep = false) =>
  country === undefined || keep ? value : Math.floor(value / 3);

const countriesOf = (code: string) => DEMO_ALLIES.find((ally) => ally.code === code)?.countries ?? [];
const unknownCountry = () =>
  apiError(400, {
    error: 'bad_request',
    message: 'Invalid input',
    fields: [{ field: 'country', reason: "is not one of the ally's countries" }],
  });

const funnelLines = (allyCode: string) => [
  [
    'ID módulo,Módulo,Empezaron,Terminaron el módulo,Terminaron el módulo por WhatsApp',
    'Partes hechas en el sitio,Partes hechas por WhatsApp,ID lección,Lección,Llegaron,Terminaron la lección',
    'Terminaron la lección por WhatsApp,Se detuvieron aquí,Calificación promedio,Calificaciones',
  ].join(','),
  ...(MODULES[allyCode] ?? []).flatMap((module) =>
    module.lessons.map((lesson) =>
      [
        module.id,
        module.title,
        module.started,
        module.finished,
        module.finishedInChat,
        module.partsOnSite,
        module.partsInChat,
        lesson.id,
        lesson.title,
        lesson.reached,
        lesson.completed,
        lesson.completedInChat,
        lesson.stoppedHere,
        lesson.averageRating ?? '',
        lesson.ratings,
      ].join(','),
    ),
  ),
];

const overviewLines = (allyCode: string) => [
  'Figura,Periodo,Periodo anterior,Cambio',
  ...Object.entries(FIGURES[allyCode] ?? {}).map(([name, [now, before]]) =>
    [name, now, before, before === 0 ? '' : (now - before) / before].join(','),
  ),
];

export const consoleInsightHandlers = [
  handle(overview.overviewCsv, ({ consoleAlly }) => download('resumen', overviewLines(consoleAlly.code), false)),
  handle(overview.overviewXlsx, ({ consoleAlly }) => download('resumen', overviewLines(consoleAlly.code), true)),
  handle(funnel.funnelCsv, ({ consoleAlly }) => download('recorrido', funnelLines(consoleAlly.code), false)),
  handle(funnel.funnelXlsx, ({ consoleAlly }) => download('recorrido', funnelLines(consoleAlly.code), true)),

  handle(overview.insightFilterChoices, ({ consoleAlly }) => {
    const state = mockState();
    return {
      countries: state.countries
        .filter((country) => countriesOf(consoleAlly.code).includes(country.code))
        .map(({ code, name }) => ({ code, name })),
      businessTypes: state.businessTypes.map(({ id, name }) => ({ id, name })),
    };
  }),

  handle(overview.overview, ({ query, consoleAlly }) => {
    if (query.country && !countriesOf(consoleAlly.code).includes(query.country)) return unknownCountry();
    const figures = FIGURES[consoleAlly.code] ?? FIGURES.crecer;
    const of = (name: keyof OverviewResponse['figures']) => {
      const [now, before] = figures?.[name] ?? [0, 0];
      // An average and a share are the same for a country; counts are a third.
      const keep = name === 'averageRating' || name === 'partsInChatShare';
      return change(share(now, query.country, keep), share(before, query.country, keep));
    };
    return {
      period: { from: query.from, to: query.to },
      previous: previousPeriod(query),
      computedAt: mockComputedAt(),
      figures: {
        registrations: of('registrations'),
        activeLearners7: of('activeLearners7'),
        activeLearners30: of('activeLearners30'),
        lessonsCompleted: of('lessonsCompleted'),
        modulesCompleted: of('modulesCompleted'),
        partsInChatShare: of('partsInChatShare'),
        achievementsGranted: of('achievementsGranted'),
        prizesClaimed: of('prizesClaimed'),
        webinarCodesRedeemed: of('webinarCodesRedeemed'),
        certificatesIssued: of('certificatesIssued'),
        certificatesRevoked: of('certificatesRevoked'),
        averageRating: of('averageRating'),
      },
      ratings: change(share(61, query.country), share(50, query.country)),
    };
  }),

  handle(funnel.funnel, ({ query, consoleAlly }) => {
    if (query.country && !countriesOf(consoleAlly.code).includes(query.country)) return unknownCountry();
    const country = query.country;
    return {
      period: { from: query.from, to: query.to },
      previous: previousPeriod(query),
      computedAt: mockComputedAt(),
      modules: (MODULES[consoleAlly.code] ?? []).map((module) => ({
        ...module,
        started: share(module.started, country),
        finished: share(module.finished, country),
        finishedInChat: share(module.finishedInChat, country),
        partsOnSite: share(module.partsOnSite, country),
        partsInChat: share(module.partsInChat, country),
        lessons: module.lessons.map((lesson) => ({
          ...lesson,
          reached: share(lesson.reached, country),
          completed: share(lesson.completed, country),
          completedInChat: share(lesson.completedInChat, country),
          stoppedHere: share(lesson.stoppedHere, country),
        })),
      })),
    };
  }),
];
