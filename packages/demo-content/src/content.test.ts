import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, webinarCodes } from './achievements';
import { DEMO_ALLIES } from './allies';
import { POSTS } from './blog';
import { ALLY_CUSTOMERS, REVIEWS } from './community';
import { COUNTRY_CODES } from './countries';
import { CURRICULA, curriculumOf, DEFAULT_CURRICULUM } from './curriculum';
import { DEMO_STAFF, DEMO_USERS } from './demo-users';
import { HOMEPAGES } from './homepages';
import { defaultLanding, LANDINGS, landingOf } from './landings';
import { DEMO_BUSINESSES, DEMO_PROGRESS } from './learners';
import { MODULE_BUSINESS_TYPES } from './module-audiences';
import { AREAS } from './places';
import { BUSINESS_IMPROVEMENTS, BUSINESS_TYPES, EMPLOYEE_NUMBERS, WEEKLY_INCOMES } from './reference-lists';

const allyCodes = DEMO_ALLIES.map((ally) => ally.code);
const allModules = [...Object.values(CURRICULA).flat(), ...DEFAULT_CURRICULUM];
const allLessons = allModules.flatMap((module) => module.lessons);

describe('the curricula', () => {
  it('give every ally, named or new, at least two modules of three lessons with two or three parts', () => {
    for (const code of [...allyCodes, 'nueva']) {
      const modules = curriculumOf(code);
      expect(modules.length, code).toBeGreaterThanOrEqual(2);
      for (const module of modules) {
        expect(module.lessons.length, module.title).toBeGreaterThanOrEqual(3);
        for (const lesson of module.lessons) {
          const taught = lesson.parts.filter((part) => part.kind !== 'check');
          expect([2, 3], lesson.title).toContain(taught.length);
        }
      }
    }
    expect(curriculumOf('nueva')).toBe(DEFAULT_CURRICULUM);
  });

  it("end each module's last published lesson with a check, and make one module per ally certifying", () => {
    for (const code of [...allyCodes, 'nueva']) {
      const modules = curriculumOf(code);
      expect(modules.filter((module) => module.certifying).length, code).toBe(1);
      for (const module of modules) {
        const last = module.lessons.filter((lesson) => lesson.publishedDaysAgo !== null).at(-1);
        const closing = last?.parts.at(-1);
        expect(closing?.kind, module.title).toBe('check');
        const titles = new Set(last?.parts.map((part) => part.title));
        for (const question of closing?.check?.questions ?? []) {
          const right = question.options.filter((option) => option.correct).length;
          expect(question.kind === 'multiple' ? right >= 1 : right === 1, question.prompt).toBe(true);
          if (question.review !== undefined) expect(titles.has(question.review), question.review).toBe(true);
        }
        expect(closing?.check?.questions.length ?? 0).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('use unique module and lesson titles (the seed and the tests find content by title)', () => {
    const moduleTitles = allModules.map((module) => module.title);
    const lessonTitles = allLessons.map((lesson) => lesson.title);
    expect(new Set(moduleTitles).size).toBe(moduleTitles.length);
    expect(new Set(lessonTitles).size).toBe(lessonTitles.length);
  });

  it("scope a module only to a country its ally offers, and publish the default's lessons", () => {
    for (const ally of DEMO_ALLIES) {
      for (const module of curriculumOf(ally.code)) {
        if (module.country) expect(ally.countries).toContain(module.country);
      }
    }
    expect(DEFAULT_CURRICULUM.every((module) => module.country === undefined)).toBe(true);
    expect(DEFAULT_CURRICULUM.flatMap((m) => m.lessons).every((l) => l.publishedDaysAgo !== null)).toBe(true);
  });
});

describe('the landing pages', () => {
  it('exist for every named ally; any other ally gets one built from its brand name', () => {
    expect(Object.keys(LANDINGS).sort()).toEqual([...allyCodes].sort());
    expect(landingOf({ code: 'nueva', name: 'Nueva Ruta' })).toEqual(defaultLanding('Nueva Ruta'));
    expect(defaultLanding('Nueva Ruta').title).toContain('Nueva Ruta');
    // It says how the site works and speaks for no one: no reviews, and the ally named in its title alone.
    const { title: _title, ...rest } = defaultLanding('Nueva Ruta');
    expect(rest.reviews).toBeUndefined();
    expect(JSON.stringify(rest)).not.toContain('Nueva Ruta');
    expect(landingOf({ code: 'impulsa', name: 'Otro nombre' })).toBe(LANDINGS.impulsa);
  });
});

describe('references between the demo files', () => {
  it('achievements name a module of their own ally and webinars get ten codes', () => {
    for (const item of ACHIEVEMENTS) {
      expect(
        CURRICULA[item.ally]?.map((module) => module.title),
        item.title,
      ).toContain(item.module);
      if (item.webinar) expect(webinarCodes(item.webinar)).toHaveLength(10);
    }
    // Random, not a numbered series: no code is its prefix and a two-digit counter.
    const codes = ACHIEVEMENTS.flatMap((item) => (item.webinar ? webinarCodes(item.webinar) : []));
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{3}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(webinarCodes({ codePrefix: 'X' })).toEqual([]);
  });

  it('demo learners belong to named allies and countries they offer; the staff too', () => {
    for (const user of [...DEMO_USERS, DEMO_STAFF]) {
      expect(DEMO_ALLIES.find((ally) => ally.code === user.allyCode)?.countries, user.email).toContain(user.country);
    }
  });

  it('progress names existing modules, lessons and parts', () => {
    const partTitles = allLessons.flatMap((lesson) => lesson.parts.map((part) => part.title));
    for (const progress of Object.values(DEMO_PROGRESS)) {
      for (const title of progress.finishedModules) expect(allModules.map((m) => m.title)).toContain(title);
      for (const title of progress.finishedLessons) expect(allLessons.map((l) => l.title)).toContain(title);
      for (const title of progress.openedParts) expect(partTitles).toContain(title);
    }
  });

  it('businesses and module audiences use catalogue names, and belong to demo learners', () => {
    const emails: string[] = DEMO_USERS.map((user) => user.email);
    for (const [email, business] of Object.entries(DEMO_BUSINESSES)) {
      expect(emails).toContain(email);
      expect(BUSINESS_TYPES).toContain(business.type);
      if (business.employees) expect(EMPLOYEE_NUMBERS).toContain(business.employees);
      if (business.weeklyIncome) expect(WEEKLY_INCOMES).toContain(business.weeklyIncome);
      for (const name of business.improvements) expect(BUSINESS_IMPROVEMENTS).toContain(name);
      const area = AREAS.find((candidate) => candidate.name === business.address.state);
      expect(area?.cities.map((city) => city.name)).toContain(business.address.city);
    }
    for (const [title, types] of Object.entries(MODULE_BUSINESS_TYPES)) {
      expect(allModules.map((module) => module.title)).toContain(title);
      for (const type of types) expect(BUSINESS_TYPES).toContain(type);
    }
  });

  it('places, posts, reviews and homepages name known countries; customers known allies', () => {
    const countries = [
      ...AREAS.map((area) => area.country),
      ...Object.keys(POSTS),
      ...REVIEWS.map((review) => review.country),
      ...HOMEPAGES.map((page) => page.country),
      ...DEMO_ALLIES.flatMap((ally) => ally.countries),
    ];
    for (const code of countries) expect(COUNTRY_CODES).toContain(code);
    for (const code of Object.keys(ALLY_CUSTOMERS)) expect(allyCodes).toContain(code);
  });
});

describe('the achievement titles', () => {
  // A title is one string from the database, shown to every learner: a word that names a person
  // by gender ("Vendedora estrella", "Maestro del…") would leave out half of them.
  const personByGender = /\b(vendedor|vendedora|maestro|maestra|facturador|facturadora|experto|experta|dueño|dueña)\b/i;

  it('name the feat, not a person of one gender', () => {
    for (const { title } of ACHIEVEMENTS) expect(title).not.toMatch(personByGender);
  });

  it('are checked by a rule that does catch a gendered title', () => {
    expect('Vendedora estrella').toMatch(personByGender);
    expect('Estrella de ventas').not.toMatch(personByGender);
  });
});
