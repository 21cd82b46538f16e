import { alliesEn } from './allies/messages-en';
import { blogEn } from './blog/messages-en';
import { brandEn } from './brand/messages-en';
import { curriculumEn } from './curriculum/messages-en';
import { domainEn } from './domain/messages-en';
import { editingEn } from './editing/messages-en';
import { insightEn } from './insight/messages-en';
import { landingEn } from './landing/messages-en';
import { mediaEn } from './media/messages-en';
import { messagesEn } from './messages/messages-en';
import type { es } from './messages-es';
import { rewardsEn } from './rewards/messages-en';
import { shellEn } from './shell/messages-en';
import { teamEn } from './team/messages-en';

/** The 'console' words in English: the compiler holds them to the Spanish keys, so none is missing. */
export const en: typeof es = {
  allies: alliesEn,
  blog: blogEn,
  brand: brandEn,
  curriculum: curriculumEn,
  domain: domainEn,
  editing: editingEn,
  insight: insightEn,
  landing: landingEn,
  media: mediaEn,
  messages: messagesEn,
  rewards: rewardsEn,
  shell: shellEn,
  team: teamEn,
  title: 'Console',
};
