import type { FunnelResponse } from '@aula/contracts/console-funnel';
import type { OverviewResponse } from '@aula/contracts/console-overview';
import type { ExportColumn } from '../../lib/export-stream';
import type { FiguresOf } from '../insight';

// The overview's and the funnel's tables as export rows. They are aggregates (nine figures; one row
// per lesson of the ally's modules), computed whole by the same queries as the screens and handed
// to streamExport one row at a time; only the learner list needs a database cursor.

// Spanish headings and names, the console's first language (a file has no page language).
const FIGURE_NAMES: Record<keyof OverviewResponse['figures'], string> = {
  registrations: 'Registros',
  activeLearners7: 'Activos en los últimos 7 días',
  activeLearners30: 'Activos en los últimos 30 días',
  lessonsCompleted: 'Lecciones terminadas',
  modulesCompleted: 'Módulos terminados',
  partsInChatShare: 'Partes hechas por WhatsApp (de 0 a 1)',
  achievementsGranted: 'Logros otorgados',
  prizesClaimed: 'Premios reclamados',
  webinarCodesRedeemed: 'Códigos de webinar canjeados',
  certificatesIssued: 'Certificados emitidos',
  certificatesRevoked: 'Certificados revocados',
  averageRating: 'Calificación promedio',
};

export interface OverviewExportRow {
  figure: string;
  value: number;
  previous: number;
  change: number | null;
}

export const OVERVIEW_EXPORT_COLUMNS: ExportColumn<OverviewExportRow>[] = [
  { header: 'Figura', value: (row) => row.figure, width: 32 },
  { header: 'Periodo', value: (row) => row.value, width: 12 },
  { header: 'Periodo anterior', value: (row) => row.previous, width: 16 },
  { header: 'Cambio', value: (row) => row.change, width: 10 },
];

export async function* overviewExportRows(overview: FiguresOf<OverviewResponse>): AsyncGenerator<OverviewExportRow> {
  for (const [name, figure] of Object.entries(overview.figures)) {
    yield { figure: FIGURE_NAMES[name as keyof OverviewResponse['figures']], ...figure };
  }
}

export interface FunnelExportRow {
  moduleId: number;
  module: string;
  started: number;
  finished: number;
  finishedInChat: number;
  partsOnSite: number;
  partsInChat: number;
  lessonId: number | null;
  lesson: string | null;
  reached: number | null;
  completed: number | null;
  completedInChat: number | null;
  stoppedHere: number | null;
  averageRating: number | null;
  ratings: number | null;
}

export const FUNNEL_EXPORT_COLUMNS: ExportColumn<FunnelExportRow>[] = [
  { header: 'ID módulo', value: (row) => row.moduleId, width: 10 },
  { header: 'Módulo', value: (row) => row.module, width: 32 },
  { header: 'Empezaron', value: (row) => row.started, width: 12 },
  { header: 'Terminaron el módulo', value: (row) => row.finished, width: 12 },
  { header: 'Terminaron el módulo por WhatsApp', value: (row) => row.finishedInChat, width: 14 },
  { header: 'Partes hechas en el sitio', value: (row) => row.partsOnSite, width: 12 },
  { header: 'Partes hechas por WhatsApp', value: (row) => row.partsInChat, width: 12 },
  { header: 'ID lección', value: (row) => row.lessonId, width: 10 },
  { header: 'Lección', value: (row) => row.lesson, width: 32 },
  { header: 'Llegaron', value: (row) => row.reached, width: 10 },
  { header: 'Terminaron la lección', value: (row) => row.completed, width: 12 },
  { header: 'Terminaron la lección por WhatsApp', value: (row) => row.completedInChat, width: 14 },
  { header: 'Se detuvieron aquí', value: (row) => row.stoppedHere, width: 12 },
  { header: 'Calificación promedio', value: (row) => row.averageRating, width: 12 },
  { header: 'Calificaciones', value: (row) => row.ratings, width: 12 },
];

/** One row per lesson (a module without published lessons: one row with its totals only). */
export async function* funnelExportRows(funnel: FiguresOf<FunnelResponse>): AsyncGenerator<FunnelExportRow> {
  for (const module of funnel.modules) {
    const base = {
      moduleId: module.id,
      module: module.title,
      started: module.started,
      finished: module.finished,
      finishedInChat: module.finishedInChat,
      partsOnSite: module.partsOnSite,
      partsInChat: module.partsInChat,
    };
    if (module.lessons.length === 0) {
      yield {
        ...base,
        lessonId: null,
        lesson: null,
        reached: null,
        completed: null,
        completedInChat: null,
        stoppedHere: null,
        averageRating: null,
        ratings: null,
      };
    }
    for (const lesson of module.lessons) {
      yield {
        ...base,
        lessonId: lesson.id,
        lesson: lesson.title,
        reached: lesson.reached,
        completed: lesson.completed,
        completedInChat: lesson.completedInChat,
        stoppedHere: lesson.stoppedHere,
        averageRating: lesson.averageRating,
        ratings: lesson.ratings,
      };
    }
  }
}
