import { DEFAULT_COVER_FOLDER, lessonCoverUrl, moduleCoverUrl } from './covers/cover-urls';
import { crecerModules } from './curricula/crecer';
import { defaultModules } from './curricula/default';
import { impulsaModules } from './curricula/impulsa';
import type { DemoModule } from './types';

/** Every module and lesson with the cover made for it (apps/api/media/demo/covers/<folder>). */
function withCovers(folder: string, modules: DemoModule[]): DemoModule[] {
  return modules.map((module) => ({
    ...module,
    cover: moduleCoverUrl(folder, module.title),
    lessons: module.lessons.map((lesson) => ({ ...lesson, cover: lessonCoverUrl(folder, lesson.title) })),
  }));
}

/** The modules of the allies the demo world names, by ally code. */
export const CURRICULA: Record<string, DemoModule[]> = {
  impulsa: withCovers('impulsa', impulsaModules),
  crecer: withCovers('crecer', crecerModules),
};

/** The default every other ally starts with, so a new brand's site has lessons. */
export const DEFAULT_CURRICULUM: DemoModule[] = withCovers(DEFAULT_COVER_FOLDER, defaultModules);

export function curriculumOf(allyCode: string): DemoModule[] {
  return CURRICULA[allyCode] ?? DEFAULT_CURRICULUM;
}
