import { achievementsPages } from '@aula/achievements/pages';
import { authPages } from '@aula/auth/pages';
import { blogPages } from '@aula/blog/pages';
import { consolePages } from '@aula/console/pages';
import { lessonsPages } from '@aula/lessons/pages';
import { profilePages } from '@aula/profile/pages';
import type { FeaturePages } from '@aula/ui-kit/feature-pages';

/** The feature packages this site is made of: one line each (their words and their pages). */
export const features: FeaturePages[] = [
  authPages,
  lessonsPages,
  blogPages,
  profilePages,
  achievementsPages,
  consolePages,
];
