import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { Smartphone } from '@aula/ui-kit/icons';
import { ButtonLink, Link } from '@aula/ui-kit/link';
import { Page } from '@aula/ui-kit/page';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { type SavedLesson, useSavedOffline } from '@aula/ui-kit/saved-offline';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatStorageSize } from './storage-size';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

// Title and details take the room; the button keeps its words on one line beside them.
const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function SavedRow({ entry, onRemove }: { entry: SavedLesson; onRemove: (entry: SavedLesson) => void }) {
  const { t, i18n } = useTranslation('lessons');
  const site = useAllySite();
  const content = useContentLang();
  const { lesson, bytes } = entry;
  return (
    <Row>
      <span>
        <strong>
          <Link to={allyPath(site, 'lesson', { lessonId: lesson.id })} {...content}>
            {lesson.title}
          </Link>
        </strong>
        <Meta>
          <span {...content}>{lesson.module.title}</span> ·{' '}
          {t('saved.size', { size: formatStorageSize(bytes, i18n.language) })}
        </Meta>
      </span>
      <Button
        variant="secondary"
        aria-label={t('saved.removeLabel', { title: lesson.title })}
        onClick={() => onRemove(entry)}
      >
        {t('saved.remove')}
      </Button>
    </Row>
  );
}

/** `/:country/:allyCode/seccion/guardado`: the lessons this phone keeps for offline, their space, and removing one. */
export function SavedScreen() {
  const { t, i18n } = useTranslation('lessons');
  const site = useAllySite();
  const saved = useSavedOffline();
  const [removed, setRemoved] = useState<string>();
  const statusRef = useRef<HTMLParagraphElement>(null);
  usePageTitle(t('saved.title'));
  const lessons = saved.lessons;
  const total = (lessons ?? []).reduce((sum, entry) => sum + entry.bytes, 0);

  const remove = async ({ lesson }: SavedLesson) => {
    await saved.remove(lesson.id);
    setRemoved(lesson.title);
    // The row and its button are gone: the word that it was removed takes the focus.
    statusRef.current?.focus();
  };

  return (
    <Page>
      <h1>{t('saved.title')}</h1>
      <p>{t('saved.intro')}</p>
      <p role="status" ref={statusRef} tabIndex={-1}>
        {removed && t('saved.removed', { title: removed })}
      </p>
      {lessons?.length === 0 && (
        <EmptyState
          icon={Smartphone}
          title={t('saved.emptyTitle')}
          message={t('saved.empty')}
          action={<ButtonLink to={allyPath(site, 'modules')}>{t('modules.seeAll')}</ButtonLink>}
        />
      )}
      {lessons && lessons.length > 0 && (
        <>
          <p>{t('saved.total', { count: lessons.length, size: formatStorageSize(total, i18n.language) })}</p>
          <List>
            {lessons.map((entry) => (
              <SavedRow key={entry.lesson.id} entry={entry} onRemove={(item) => void remove(item)} />
            ))}
          </List>
        </>
      )}
    </Page>
  );
}
