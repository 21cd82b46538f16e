// A fresh database numbers rows from 1 in the order the seed inserts them: allies in allyOrder,
// each ally's modules, lessons and parts in their written order, achievements in list order. These
// helpers number the demo world the same way, so the msw fixtures use the ids the running site
// has (the API's seed test checks that they agree).
import { ACHIEVEMENTS, type DemoAchievement } from './achievements';
import { curriculumOf } from './curriculum';
import type { DemoLesson, DemoModule, DemoPart } from './types';

export interface NumberedPart extends DemoPart {
  id: number;
  position: number;
}

export interface NumberedLesson extends Omit<DemoLesson, 'parts'> {
  id: number;
  position: number;
  parts: NumberedPart[];
}

export interface NumberedModule extends Omit<DemoModule, 'lessons'> {
  id: number;
  allyCode: string;
  position: number;
  lessons: NumberedLesson[];
}

/** Every module of these allies (in seed order), with the ids a fresh database gives them. */
export function numberCurricula(allyCodes: readonly string[]): NumberedModule[] {
  let moduleId = 0;
  let lessonId = 0;
  let partId = 0;
  return allyCodes.flatMap((allyCode) =>
    curriculumOf(allyCode).map((module, moduleIndex) => {
      moduleId += 1;
      return {
        ...module,
        id: moduleId,
        allyCode,
        position: moduleIndex + 1,
        lessons: module.lessons.map((lesson, lessonIndex) => {
          lessonId += 1;
          return {
            ...lesson,
            id: lessonId,
            position: lessonIndex + 1,
            parts: lesson.parts.map((part, partIndex) => {
              partId += 1;
              return { ...part, id: partId, position: partIndex + 1 };
            }),
          };
        }),
      };
    }),
  );
}

export interface NumberedAchievement extends DemoAchievement {
  id: number;
  /** The id of the webinar its prize opens; null for other prizes. */
  webinarId: number | null;
}

/** The achievements of these allies with their ids and their webinars' ids, in seed order. */
export function numberAchievements(allyCodes: readonly string[]): NumberedAchievement[] {
  let webinarId = 0;
  return ACHIEVEMENTS.filter((item) => allyCodes.includes(item.ally)).map((item, index) => {
    if (item.webinar) webinarId += 1;
    return { ...item, id: index + 1, webinarId: item.webinar ? webinarId : null };
  });
}
