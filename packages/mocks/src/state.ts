import { countries } from './fixtures/countries';
import { homepages } from './fixtures/homepages';
import { landingPages } from './fixtures/landing-pages';
import { lessonFixtures } from './fixtures/lessons';
import { demoUsers } from './fixtures/users';

function freshState() {
  return structuredClone({ countries, homepages, landingPages, lessons: lessonFixtures, users: demoUsers });
}

export type MockState = ReturnType<typeof freshState>;

/*
 * Handlers read a copy of the fixtures, never the fixtures themselves, so a test or story may
 * reshape the data (an empty country list, a favourited lesson) and resetMockState() undoes it.
 */
let state: MockState = freshState();

export function mockState(): MockState {
  return state;
}

export function resetMockState(): void {
  state = freshState();
}
