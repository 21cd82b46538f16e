import { loginRequest, MISSING_PASSWORD_PLACEHOLDER, sessionUser } from '@aula/contracts/auth';
import { countriesResponse } from '@aula/contracts/countries';
import { homepagesResponse, landingPage } from '@aula/contracts/landing';
import { lessonDetail, lessonListResponse } from '@aula/contracts/lessons';
import { describe, expect, it } from 'vitest';
import { countries } from './fixtures/countries';
import { homepages } from './fixtures/homepages';
import { landingPages } from './fixtures/landing-pages';
import { lessonFixtures, lessonSummaryOf } from './fixtures/lessons';
import { demoUsers } from './fixtures/users';

describe('fixtures match their contracts', () => {
  it('countries are a valid countries response with mx, co and pe', () => {
    expect(countriesResponse.parse(countries).map((country) => country.code)).toEqual(['mx', 'co', 'pe']);
  });

  it.each(landingPages.map((page) => [page.ally_code, page] as const))('landing page of %s is valid', (_, page) => {
    expect(landingPage.parse(page)).toEqual(page);
  });

  it('homepages are a valid homepages response', () => {
    expect(homepagesResponse.parse({ results: homepages }).results).toHaveLength(homepages.length);
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
      expect(
        loginRequest.safeParse({ phone_number, login_pin: demo.loginPin, password: MISSING_PASSWORD_PLACEHOLDER })
          .success,
      ).toBe(true);
    },
  );
});
