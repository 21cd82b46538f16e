import { achievement, webinarAccess } from '@aula/contracts/achievements';
import { loginRequest, MISSING_PASSWORD_PLACEHOLDER, sessionUser } from '@aula/contracts/auth';
import { postDetail } from '@aula/contracts/blog';
import {
  allyCustomersResponse,
  allyTypesResponse,
  campusesResponse,
  catalogList,
  city,
  countriesAllResponse,
  geographicAreasResponse,
  groupsResponse,
  levelMaturityResponse,
  postalCodesResponse,
  reviewsResponse,
  subjectsResponse,
  teachersResponse,
} from '@aula/contracts/catalogs';
import { countriesResponse } from '@aula/contracts/countries';
import { landingPage } from '@aula/contracts/landing';
import { lessonDetail, lessonListResponse } from '@aula/contracts/lessons';
import { lessonModule } from '@aula/contracts/modules';
import { businessData, personalData } from '@aula/contracts/profile';
import { ACHIEVEMENTS } from '@aula/demo-content/achievements';
import { DEMO_ALLIES } from '@aula/demo-content/allies';
import { POSTS } from '@aula/demo-content/blog';
import { curriculumOf } from '@aula/demo-content/curriculum';
import { DEMO_STAFF, DEMO_TEAM, DEMO_USERS } from '@aula/demo-content/demo-users';
import { LANDINGS } from '@aula/demo-content/landings';
import { numberCurricula } from '@aula/demo-content/numbering';
import { BUSINESS_TYPES } from '@aula/demo-content/reference-lists';
import { describe, expect, it } from 'vitest';
import { achievementFixtures, webinars } from './fixtures/achievements';
import {
  businessImprovements,
  businessTypes,
  educationLevels,
  employeeNumbers,
  levelsMaturity,
  weeklyIncomes,
} from './fixtures/catalogs-business';
import { allyCustomers, allyTypes, campuses, groups, reviews, subjects, teachers } from './fixtures/catalogs-community';
import { cities, countriesAll, geographicAreas, postalCodes } from './fixtures/catalogs-places';
import { countries } from './fixtures/countries';
import { landingPages } from './fixtures/landing-pages';
import { lessonFixtures, lessonSummaryOf } from './fixtures/lessons';
import { lessonModules } from './fixtures/modules';
import { posts } from './fixtures/posts';
import { businessDataByUser, personalDataByUser } from './fixtures/profiles';
import { demoUsers } from './fixtures/users';

describe('fixtures match their contracts', () => {
  it('countries are a valid countries response with the offered mx, co and pe', () => {
    expect(countriesResponse.parse(countries).map((country) => country.code)).toEqual(['mx', 'co', 'pe']);
  });

  it.each(landingPages.map((page) => [page.ally_code, page] as const))('landing page of %s is valid', (_, page) => {
    expect(landingPage.parse(page)).toEqual(page);
  });

  it.each(lessonFixtures.map((lesson) => [lesson.detail.id, lesson] as const))(
    'lesson %i is a valid detail and summary',
    (_, lesson) => {
      expect(lessonDetail.parse(lesson.detail)).toEqual(lesson.detail);
      expect(lessonListResponse.parse({ results: [lessonSummaryOf(lesson.detail)] }).results[0]).toEqual(
        lessonSummaryOf(lesson.detail),
      );
    },
  );

  it("lessons are offered only in countries their ally's landing page lists", () => {
    for (const lesson of lessonFixtures) {
      const page = landingPages.find((candidate) => candidate.ally_code === lesson.allyCode);
      expect(lesson.countries.every((country) => page?.countries.includes(country))).toBe(true);
    }
  });

  it('lesson and part ids are unique', () => {
    const lessonIds = lessonFixtures.map((lesson) => lesson.detail.id);
    const partIds = lessonFixtures.flatMap((lesson) => lesson.detail.parts.map((part) => part.id));
    expect(new Set(lessonIds).size).toBe(lessonIds.length);
    expect(new Set(partIds).size).toBe(partIds.length);
  });

  it.each(demoUsers.map((demo) => [demo.user.email, demo] as const))(
    'demo user %s is a valid session user whose secrets pass the login contract',
    (_, demo) => {
      expect(sessionUser.parse(demo.user)).toEqual(demo.user);
      const { email, phone_number } = demo.user;
      expect(loginRequest.safeParse({ email, password: demo.password }).success).toBe(true);
      // The staff member has no phone, so signs in by email only.
      if (phone_number === null) return;
      expect(
        loginRequest.safeParse({ phone_number, login_pin: demo.loginPin, password: MISSING_PASSWORD_PLACEHOLDER })
          .success,
      ).toBe(true);
    },
  );
});

/** [name, contract, fixture]: each fixture parses unchanged, so nothing the contract strips hides in it. */
const contractTable: [string, { parse(value: unknown): unknown }, unknown][] = [
  ['countries-all', countriesAllResponse, countriesAll],
  ['geographic areas', geographicAreasResponse, geographicAreas],
  ['cities', city.array(), cities],
  ['postal codes', postalCodesResponse, postalCodes],
  ['business types', catalogList, businessTypes],
  ['employee numbers', catalogList, employeeNumbers],
  ['business improvements', catalogList, businessImprovements],
  ['education levels', catalogList, educationLevels],
  ['weekly incomes', catalogList, weeklyIncomes],
  ['maturity levels', levelMaturityResponse, levelsMaturity],
  ['reviews', reviewsResponse, reviews],
  ['teachers', teachersResponse, teachers],
  ['campuses', campusesResponse, campuses],
  ['groups', groupsResponse, groups],
  ['subjects', subjectsResponse, subjects],
  ['ally types', allyTypesResponse, allyTypes],
  ['ally customers', allyCustomersResponse, allyCustomers],
  ['posts', postDetail.array(), posts],
  ['modules', lessonModule.array(), lessonModules],
  ['achievements', achievement.array(), achievementFixtures.map((fixture) => fixture.achievement)],
  ['webinars', webinarAccess.array(), webinars],
  ['personal data', personalData.array(), Object.values(personalDataByUser)],
  ['business data', businessData.array(), Object.values(businessDataByUser)],
];

describe('every other fixture matches its contract', () => {
  it.each(contractTable)('%s', (_, contract, fixture) => {
    expect(contract.parse(fixture)).toEqual(fixture);
  });

  it('every lesson points at a module of its own ally', () => {
    for (const lesson of lessonFixtures) {
      const module = lessonModules.find((candidate) => candidate.id === lesson.detail.module.id);
      expect(module).toMatchObject({ title: lesson.detail.module.title, ally_code: lesson.allyCode });
    }
  });

  it('every demo learner has personal and business data', () => {
    for (const { user } of demoUsers.filter((demo) => demo.user.access === 'learner')) {
      expect([personalDataByUser[user.id]?.country, businessDataByUser[user.id]]).not.toContain(undefined);
    }
  });
});

describe('the fixtures are the demo content the API seeds (@aula/demo-content)', () => {
  it('serve every published lesson of each demo ally, and no draft', () => {
    for (const ally of DEMO_ALLIES) {
      const published = curriculumOf(ally.code)
        .flatMap((module) => module.lessons)
        .filter((lesson) => lesson.publishedDaysAgo !== null)
        .map((lesson) => lesson.title);
      const served = lessonFixtures.filter((lesson) => lesson.allyCode === ally.code).map((l) => l.detail.title);
      expect(served).toEqual(published);
    }
    expect(lessonFixtures.map((lesson) => lesson.detail.title)).not.toContain('Programa de lealtad para tu barrio');
  });

  it('use the ids a freshly seeded database gives (drafts keep theirs)', () => {
    const numbered = numberCurricula(DEMO_ALLIES.map((ally) => ally.code));
    expect(lessonModules.map((module) => [module.id, module.title])).toEqual(numbered.map((m) => [m.id, m.title]));
    const lessonIds = new Map(numbered.flatMap((m) => m.lessons).map((lesson) => [lesson.title, lesson.id]));
    for (const { detail } of lessonFixtures) expect(detail.id).toBe(lessonIds.get(detail.title));
  });

  it('start from the progress the seed records: finished modules and lessons, a part opened alone', () => {
    const progress = (title: string) => lessonFixtures.find((lesson) => lesson.detail.title === title)?.detail.progress;
    expect(progress('Conoce a tu cliente ideal')).toBe(100);
    expect(progress('Calcula el costo real de tus productos')).toBe(100);
    expect(progress('Planea tu flujo de efectivo')).toBe(0);
    expect(progress('Fotos que venden con tu celular')).toBe(50);
  });

  it('hold the landing copy, demo learners, posts and catalogues of the demo content', () => {
    expect(landingPages.map((page) => [page.ally_code, page.title])).toEqual(
      DEMO_ALLIES.map((ally) => [ally.code, LANDINGS[ally.code]?.title]),
    );
    expect(demoUsers.map(({ user }) => [user.name, user.email, user.phone_number])).toEqual([
      ...DEMO_USERS.map((user) => [user.name, user.email, user.phone]),
      [DEMO_STAFF.name, DEMO_STAFF.email, null],
      ...DEMO_TEAM.map((member) => [member.name, member.email, null]),
    ]);
    expect(demoUsers.slice(0, DEMO_USERS.length).every((demo) => demo.password === 'Aula-demo-2026')).toBe(true);
    expect(posts.filter((post) => post.country === 'mx').map((post) => post.slug)).toEqual(
      POSTS.mx?.map((post) => post.slug),
    );
    expect(businessTypes.map((type) => type.name)).toEqual(BUSINESS_TYPES);
    expect(achievementFixtures.map((fixture) => fixture.achievement.title)).toEqual(ACHIEVEMENTS.map((a) => a.title));
  });

  it('count achievements as the API does: the learner finished every lesson of the module', () => {
    const earned = achievementFixtures.filter((fixture) => fixture.achievement.earned);
    expect(earned.map((fixture) => fixture.achievement.title)).toEqual([
      'Estrella de ventas',
      'Inventario al día',
      'Inventario impecable',
    ]);
    expect(achievementFixtures.find((f) => f.achievement.title === 'Finanzas en orden')?.achievement.progress).toEqual({
      completed: 2,
      total: 3,
      percent: 67,
    });
  });
});
