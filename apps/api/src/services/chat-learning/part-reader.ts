import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mediaObjects } from '../../db/schema/media';
import { MEDIA_PREFIX } from '../../lib/media';
import { findServedMedia } from '../../lib/served-media';
import { pictureKeyOf, whatsappPicture, whatsappPictureUrl } from '../../lib/whatsapp-picture';
import type { PartContent } from '../../repositories/lesson-content';
import { siteOrigin } from '../learner-channel';
import type { ChatLanguage } from './chat-words';
import type { ChatContext } from './conversation';
import { answerOf, type MediaFacts, partMessages, questionMessage } from './part-messages';
import { htmlBlocks } from './reading-split';

// How the running API reads a part out in the chat: the addresses the Cloud API fetches media from
// (the site's origin), and what is known of the part's files (their size and type decide whether
// they go as a video, picture or document message or as a link the learner opens outside WhatsApp).

/** The MP4 beside a video in another format (`x.webm` → `x.mp4`), which WhatsApp plays instead. */
async function mp4Beside(app: FastifyInstance, key: string): Promise<MediaFacts['lowData']> {
  const mp4 = key.replace(/\.[a-z0-9]+$/i, '.mp4');
  if (mp4 === key || !mp4.endsWith('.mp4')) return undefined;
  const found = await findServedMedia(app.mediaStorage, mp4);
  return found && { url: `${MEDIA_PREFIX}${mp4}`, bytes: found.size };
}

/** Size and type of a part's file this server holds: an upload (media_objects) or a demo file. */
async function factsOf(app: FastifyInstance, part: PartContent): Promise<MediaFacts | undefined> {
  const url = part.mediaUrl;
  if (!url?.startsWith(MEDIA_PREFIX)) return undefined;
  const key = url.slice(MEDIA_PREFIX.length);
  const [upload] = await app.db
    .select({ size: mediaObjects.size, contentType: mediaObjects.contentType })
    .from(mediaObjects)
    .where(eq(mediaObjects.key, key));
  const found = upload ? undefined : await findServedMedia(app.mediaStorage, key);
  const facts = upload ? { bytes: upload.size, contentType: upload.contentType } : found && { bytes: found.size };
  const lowData = facts && part.kind === 'video' ? await mp4Beside(app, key) : undefined;
  return lowData ? { ...facts, lowData } : facts;
}

/** The reading's pictures of ours, each with its JPEG (whatever its own format), by address as stored. */
async function picturesOf(app: FastifyInstance, part: PartContent): Promise<Map<string, MediaFacts>> {
  const facts = new Map<string, MediaFacts>();
  for (const block of part.contentHtml ? htmlBlocks(part.contentHtml, (url) => url) : []) {
    if (block.kind !== 'image' || facts.has(block.src)) continue;
    const key = pictureKeyOf(block.src);
    if (!key) continue;
    const picture = await whatsappPicture(app.mediaStorage, key);
    if (picture) facts.set(block.src, { jpeg: { url: whatsappPictureUrl(key), bytes: picture.jpeg.length } });
  }
  return facts;
}

export function chatPartReader(
  app: FastifyInstance,
): Pick<ChatContext, 'partMessages' | 'questionMessage' | 'answerOf'> {
  const origin = () => siteOrigin(app);
  const absoluteUrl = (pathOrUrl: string) => new URL(pathOrUrl, origin()).toString();
  return {
    async partMessages(part: PartContent, language: ChatLanguage) {
      const [facts, pictures] = await Promise.all([factsOf(app, part), picturesOf(app, part)]);
      return partMessages(part, {
        language,
        absoluteUrl,
        media: (url) => (url === part.mediaUrl ? facts : pictures.get(url)),
        askQuestions: false,
      });
    },
    questionMessage,
    answerOf,
  };
}
