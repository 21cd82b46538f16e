import { alliesEs } from './allies/messages-es';
import { blogEs } from './blog/messages-es';
import { brandEs } from './brand/messages-es';
import { curriculumEs } from './curriculum/messages-es';
import { domainEs } from './domain/messages-es';
import { editingEs } from './editing/messages-es';
import { insightEs } from './insight/messages-es';
import { landingEs } from './landing/messages-es';
import { mediaEs } from './media/messages-es';
import { messagesEs } from './messages/messages-es';
import { rewardsEs } from './rewards/messages-es';
import { shellEs } from './shell/messages-es';
import { teamEs } from './team/messages-es';

/** The 'console' words in Spanish (the ally team's console): the first language of every ally. */
export const es = {
  allies: alliesEs,
  blog: blogEs,
  brand: brandEs,
  curriculum: curriculumEs,
  domain: domainEs,
  editing: editingEs,
  insight: insightEs,
  landing: landingEs,
  media: mediaEs,
  messages: messagesEs,
  rewards: rewardsEs,
  shell: shellEs,
  team: teamEs,
  title: 'Consola',
};
