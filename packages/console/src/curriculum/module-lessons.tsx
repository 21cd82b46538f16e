import { useCreateConsoleLessonMutation, useReorderConsoleLessonsMutation } from '@aula/api-client/console-curriculum';
import type { ConsoleLesson } from '@aula/contracts/console-curriculum';
import { allyPath } from '@aula/contracts/site-paths';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Badge } from '@aula/ui-kit/badge';
import { Button } from '@aula/ui-kit/button';
import { Link } from '@aula/ui-kit/link';
import { TextField } from '@aula/ui-kit/text-field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ReorderList } from '../editing/reorder-list';
import { Actions } from '../shell/screen-layout';
import { Row, RowText, Section } from './layout';

export interface ModuleLessonsProps {
  moduleId: number;
  lessons: readonly ConsoleLesson[];
}

/** A module's lessons in order (drag or move to reorder) and a new lesson by its title. */
export function ModuleLessons({ moduleId, lessons }: ModuleLessonsProps) {
  const { t } = useTranslation('console', { keyPrefix: 'curriculum' });
  const site = useAllySite();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string>();
  const [create, creating] = useCreateConsoleLessonMutation();
  const [reorder] = useReorderConsoleLessonsMutation();

  async function add(event: FormEvent) {
    event.preventDefault();
    const result = await create({ moduleId, body: { title } });
    if (result.error) {
      const { fields } = (result.error as { data?: { fields?: { field: string; reason: string }[] } }).data ?? {};
      return setTitleError(fields?.[0]?.reason ?? t('delete.failed'));
    }
    navigate(allyPath(site, 'consoleLesson', { lessonId: result.data.id }));
  }

  async function moved(items: ConsoleLesson[]) {
    const result = await reorder({ moduleId, ids: items.map(({ id }) => id) });
    alerts.show(
      'error' in result
        ? { tone: 'error', message: t('modules.reorderFailed') }
        : { tone: 'success', message: t('modules.reordered') },
    );
  }

  return (
    <Section aria-labelledby="module-lessons">
      <h2 id="module-lessons">{t('module.lessons')}</h2>
      {lessons.length === 0 ? (
        <p>{t('module.noLessons')}</p>
      ) : (
        <ReorderList
          label={t('module.lessonsLabel')}
          items={lessons}
          getKey={(lesson) => lesson.id}
          itemLabel={(lesson) => lesson.title}
          onReorder={moved}
          renderItem={(lesson) => (
            <Row>
              <RowText>
                <Link to={allyPath(site, 'consoleLesson', { lessonId: lesson.id })}>{lesson.title}</Link>
                <small>{t('module.partCount', { count: lesson.part_count })}</small>
              </RowText>
              <Badge tone={lesson.published_at ? 'success' : 'neutral'}>
                {t(lesson.published_at ? 'lessonStatus.published' : 'lessonStatus.draft')}
              </Badge>
            </Row>
          )}
        />
      )}
      <form noValidate onSubmit={add}>
        <Actions>
          <TextField
            label={t('module.newLessonTitle')}
            value={title}
            error={titleError}
            onChange={(event) => {
              setTitle(event.target.value);
              setTitleError(undefined);
            }}
          />
          <Button type="submit" variant="secondary" loading={creating.isLoading}>
            {t('module.addLesson')}
          </Button>
        </Actions>
      </form>
    </Section>
  );
}
