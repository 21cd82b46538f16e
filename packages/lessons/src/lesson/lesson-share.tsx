import type { LessonDetail } from '@aula/contracts/lessons';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { useCurrentBrand } from '@aula/ui-kit/current-brand';
import { usePageOrigin } from '@aula/ui-kit/page-url';
import { ShareButtons } from '@aula/ui-kit/share-buttons';

/** Share buttons of the brand's networks with the lesson's title, summary and cover. */
export function LessonShare({ lesson }: { lesson: LessonDetail }) {
  const site = useAllySite();
  const brand = useCurrentBrand();
  // On the server there is no window: the origin the visitor asked at (undefined when the server
  // was told none, and then there is nothing whole to share).
  const origin = usePageOrigin();
  if (!origin) return null;
  const image = lesson.cover_image_url ? new URL(lesson.cover_image_url, origin).href : undefined;
  return (
    <ShareButtons
      networks={brand?.config.shareNetworks}
      url={`${origin}${allyPath(site, 'lesson', { lessonId: lesson.id })}`}
      title={lesson.title}
      description={lesson.summary}
      image={image}
      showLabels
    />
  );
}
