import type { ConsolePost } from '@aula/contracts/console-blog';
import { Badge } from '@aula/ui-kit/badge';
import { useTranslation } from 'react-i18next';

/** A post's state in words: on the blog (success), a draft or archived (neutral). */
export function PostStatus({ status }: { status: ConsolePost['status'] }) {
  const { t } = useTranslation('console');
  return <Badge tone={status === 'published' ? 'success' : 'neutral'}>{t(`blog.status.${status}`)}</Badge>;
}
