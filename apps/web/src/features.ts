import { achievementsFeature } from '@aula/achievements/routes';
import { authFeature } from '@aula/auth/routes';
import { blogFeature } from '@aula/blog/routes';
import { consoleFeature } from '@aula/console/routes';
import { lessonsFeature } from '@aula/lessons/routes';
import { profileFeature } from '@aula/profile/routes';
import type { Feature } from '@aula/ui-kit/feature';

/** The feature packages this site is made of: one line each (their words and their routes). */
export const features: Feature[] = [
  authFeature,
  lessonsFeature,
  blogFeature,
  profileFeature,
  achievementsFeature,
  consoleFeature,
];
