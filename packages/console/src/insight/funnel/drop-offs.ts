import type { FunnelModule } from '@aula/contracts/console-funnel';

/** A lesson where learners stopped, with its module: one row of "where they stop". */
export interface DropOff {
  moduleId: number;
  module: string;
  lessonId: number;
  lesson: string;
  stopped: number;
}

/** The lessons where most of a module's cohort stopped, most first (at most `limit`). */
export function topDropOffs(modules: FunnelModule[], limit = 10): DropOff[] {
  return modules
    .flatMap((module) =>
      module.lessons
        .filter((lesson) => lesson.stoppedHere > 0)
        .map((lesson) => ({
          moduleId: module.id,
          module: module.title,
          lessonId: lesson.id,
          lesson: lesson.title,
          stopped: lesson.stoppedHere,
        })),
    )
    .sort((a, b) => b.stopped - a.stopped || a.moduleId - b.moduleId || a.lessonId - b.lessonId)
    .slice(0, limit);
}

/** The module that lost the most of the learners who began it (in number), if any stopped. */
export function largestDropOff(modules: FunnelModule[]): FunnelModule | undefined {
  let worst: FunnelModule | undefined;
  for (const module of modules) {
    const stopped = module.started - module.finished;
    if (stopped > 0 && (!worst || stopped > worst.started - worst.finished)) worst = module;
  }
  return worst;
}
