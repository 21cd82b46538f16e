import { stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mediaObjects } from '../../db/schema/media';
import { MEDIA_PREFIX, mediaRoot } from '../../lib/media';
import type { PartContent } from '../../repositories/lesson-content';
import { siteOrigin } from '../learner-channel';
import type { ChatLanguage } from './chat-words';
import type { ChatContext } from './conversation';
import { answerOf, type MediaFacts, partMessages, questionMessage } from './part-messages';

// How the running API reads a part out in the chat: the addresses the Cloud API fetches media from
// (the site's origin), and what is known of the part's file (its size and type decide whether it
// goes as a video or document message or as a link).

/** Size and type of a file this server holds: an upload (media_objects) or a file of the demo media. */
async function factsOf(app: FastifyInstance, url: string | null): Promise<MediaFacts | undefined> {
  if (!url?.startsWith(MEDIA_PREFIX)) return undefined;
  const key = url.slice(MEDIA_PREFIX.length);
  const [upload] = await app.db
    .select({ size: mediaObjects.size, contentType: mediaObjects.contentType })
    .from(mediaObjects)
    .where(eq(mediaObjects.key, key));
  if (upload) return { bytes: upload.size, contentType: upload.contentType };
  const file = normalize(join(mediaRoot, key));
  if (!file.startsWith(`${mediaRoot}${sep}`)) return undefined;
  const found = await stat(file).catch(() => undefined);
  return found?.isFile() ? { bytes: found.size } : undefined;
}

export function chatPartReader(
  app: FastifyInstance,
): Pick<ChatContext, 'partMessages' | 'questionMessage' | 'answerOf'> {
  const origin = () => siteOrigin(app);
  const absoluteUrl = (pathOrUrl: string) => new URL(pathOrUrl, origin()).toString();
  return {
    async partMessages(part: PartContent, language: ChatLanguage) {
      const facts = await factsOf(app, part.mediaUrl);
      return partMessages(part, {
        language,
        absoluteUrl,
        media: (url) => (url === part.mediaUrl ? facts : undefined),
        askQuestions: false,
      });
    },
    questionMessage,
    answerOf,
  };
}
