import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS } from './achievements';
import { curriculumOf } from './curriculum';
import { numberAchievements, numberCurricula } from './numbering';

describe('numberCurricula', () => {
  it('numbers modules, lessons and parts from 1 across allies, in written order', () => {
    const modules = numberCurricula(['impulsa', 'crecer']);
    const impulsa = curriculumOf('impulsa');
    expect(modules.map((module) => module.id)).toEqual([1, 2, 3, 4, 5]);
    expect(modules[0]).toMatchObject({ allyCode: 'impulsa', position: 1, title: impulsa[0]?.title });
    expect(modules[3]).toMatchObject({ allyCode: 'crecer', position: 1 });
    const lessons = modules.flatMap((module) => module.lessons);
    expect(lessons.map((lesson) => lesson.id)).toEqual(lessons.map((_, index) => index + 1));
    const parts = lessons.flatMap((lesson) => lesson.parts);
    expect(parts.map((part) => part.id)).toEqual(parts.map((_, index) => index + 1));
    expect(lessons[1]?.parts[0]).toMatchObject({ position: 1, title: impulsa[0]?.lessons[1]?.parts[0]?.title });
  });

  it('gives a new ally the default curriculum after the others', () => {
    const modules = numberCurricula(['impulsa', 'nueva']);
    expect(modules.filter((module) => module.allyCode === 'nueva').map((module) => module.id)).toEqual([4, 5]);
  });
});

describe('numberAchievements', () => {
  it('numbers achievements and their webinars, skipping allies that are not seeded', () => {
    const all = numberAchievements(['impulsa', 'crecer']);
    expect(all).toHaveLength(ACHIEVEMENTS.length);
    expect(all.map((item) => item.webinarId)).toEqual([1, null, null, 2, null, null]);
    const crecerOnly = numberAchievements(['crecer']);
    expect(crecerOnly.map((item) => [item.id, item.ally, item.webinarId])).toEqual([
      [1, 'crecer', 1],
      [2, 'crecer', null],
      [3, 'crecer', null],
    ]);
  });
});
