import type { LessonModuleDetail } from '@aula/contracts/modules';
import { achievementFixtures, webinars } from './fixtures/achievements';
import { brandFixtures } from './fixtures/brands';
import {
  businessImprovements,
  businessTypes,
  educationLevels,
  employeeNumbers,
  levelsMaturity,
  moduleBusinessTypeIds,
  weeklyIncomes,
} from './fixtures/catalogs-business';
import { allyCustomers, allyTypes, campuses, groups, reviews, subjects, teachers } from './fixtures/catalogs-community';
import { cities, countriesAll, geographicAreas, postalCodes } from './fixtures/catalogs-places';
import { consoleCurriculumFixture } from './fixtures/console-curriculum';
import { contentChangeFixtures } from './fixtures/content-changes';
import { countries } from './fixtures/countries';
import { homepages } from './fixtures/homepages';
import { landingPages } from './fixtures/landing-pages';
import { lessonFixtures } from './fixtures/lessons';
import { lessonModules } from './fixtures/modules';
import { platformAllyFixtures } from './fixtures/platform-allies';
import { posts } from './fixtures/posts';
import { businessDataByUser, personalDataByUser } from './fixtures/profiles';
import { teamInvitationFixtures } from './fixtures/team-invitations';
import { type DemoUser, demoUsers } from './fixtures/users';

/** How many earlier ratings each fixture's `rating_average` stands for, so a new rating moves it a little. */
const PRIOR_RATINGS = 10;

function freshState() {
  return structuredClone({
    countries,
    countriesAll,
    geographicAreas,
    cities,
    postalCodes,
    businessTypes,
    employeeNumbers,
    businessImprovements,
    educationLevels,
    weeklyIncomes,
    levelsMaturity,
    moduleBusinessTypeIds,
    reviews,
    teachers,
    campuses,
    groups,
    subjects,
    allyTypes,
    allyCustomers,
    landingPages,
    homepages,
    posts,
    lessons: lessonFixtures,
    modules: lessonModules,
    achievements: achievementFixtures,
    webinars,
    users: demoUsers,
    personalData: personalDataByUser,
    businessData: businessDataByUser,
    /** Rating totals per lesson id, for the average set_rating answers. */
    ratings: Object.fromEntries(
      lessonFixtures.map(({ detail }) => {
        const count = detail.rating_average === null ? 0 : PRIOR_RATINGS;
        return [detail.id, { count, sum: (detail.rating_average ?? 0) * count }];
      }),
    ) as Record<number, { count: number; sum: number }>,
    /** Registrations waiting for their WhatsApp code; wa_validation moves them to `users`. */
    pendingUsers: [] as DemoUser[],
    usedResetTokens: [] as string[],
    /** Return links used once (handlers/return-links.ts): a second use is told it was used. */
    usedReturnLinks: [] as string[],
    /** Sessions a learner ended (DELETE /api/sessions/{id}/); the sessions handler leaves them out. */
    endedSessions: [] as number[],
    redeemedCodes: [] as string[],
    /** A module's "Aprender por WhatsApp" per module id (handlers/modules.ts); a module not named has none. */
    moduleChats: {} as Record<number, LessonModuleDetail['chat']>,
    /** The console's record of changes (handlers/console-history.ts), newest first. */
    contentChanges: contentChangeFixtures,
    /** The console's team invitations (handlers/console-team.ts). */
    teamInvitations: teamInvitationFixtures,
    /** The console's curriculum (handlers/console-curriculum.ts). */
    curriculum: consoleCurriculumFixture,
    /** Each ally's brand, drafted and published in the console (handlers/console-brand.ts). */
    brands: brandFixtures(),
    /** The platform's allies as staff run them (handlers/console-allies.ts). */
    allies: platformAllyFixtures(),
    /** Each ally's own host, by ally code (handlers/console-domain.ts); none to start. */
    domains: {} as Record<string, { host: string; added_at: string }>,
  });
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

/**
 * State a handler file keeps beside the mock world without growing its shape: made afresh by
 * `create` for each world, so resetMockState() (after every test) forgets it too.
 */
export function keptWithMockState<T>(create: () => T): () => T {
  const kept = new WeakMap<MockState, T>();
  return () => {
    let found = kept.get(state);
    if (!found) {
      found = create();
      kept.set(state, found);
    }
    return found;
  };
}
