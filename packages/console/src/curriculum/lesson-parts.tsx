import { useDeleteConsolePartMutation, useReorderConsolePartsMutation } from '@aula/api-client/console-curriculum';
import type { ConsolePart } from '@aula/contracts/console-curriculum';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { Button } from '@aula/ui-kit/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewPart } from '../editing/lesson-preview';
import { ReorderList } from '../editing/reorder-list';
import { Actions } from '../shell/screen-layout';
import { DeleteItem } from './delete-item';
import { Row, RowText, Section } from './layout';
import { PartForm } from './part-form';

export interface LessonPartsProps {
  lessonId: number;
  moduleId: number;
  parts: readonly ConsolePart[];
  /** The part open in the editor as typed so far, for the lesson's preview. */
  onDraftChange?: (draft: PreviewPart | null) => void;
}

/** A lesson's parts in order (drag or move to reorder), each opened in its editor below; a new one at the end. */
export function LessonParts({ lessonId, moduleId, parts, onDraftChange }: LessonPartsProps) {
  const { t } = useTranslation('console', { keyPrefix: 'curriculum' });
  const alerts = useAlerts();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [reorder] = useReorderConsolePartsMutation();
  const [remove] = useDeleteConsolePartMutation();
  const open = editing === 'new' ? undefined : parts.find((part) => part.id === editing);

  async function moved(items: ConsolePart[]) {
    const result = await reorder({ lessonId, ids: items.map(({ id }) => id) });
    alerts.show(
      'error' in result
        ? { tone: 'error', message: t('modules.reorderFailed') }
        : { tone: 'success', message: t('modules.reordered') },
    );
  }

  return (
    <>
      <Section aria-labelledby="lesson-parts">
        <h2 id="lesson-parts">{t('lesson.parts')}</h2>
        {parts.length === 0 ? (
          <p>{t('lesson.noParts')}</p>
        ) : (
          <ReorderList
            label={t('lesson.partsLabel')}
            items={parts}
            getKey={(part) => part.id}
            itemLabel={(part) => part.title}
            onReorder={moved}
            renderItem={(part) => (
              <Row>
                <RowText>
                  <span>{part.title}</span>
                  <small>
                    {part.check
                      ? t('lesson.checkKind', {
                          kind: t('part.kinds.check'),
                          questions: t('lesson.questionCount', { count: part.check.questions.length }),
                        })
                      : t(`part.kinds.${part.kind}`)}
                  </small>
                </RowText>
                <Actions>
                  <Button
                    type="button"
                    variant="ghost"
                    aria-label={t('lesson.editPartNamed', { title: part.title })}
                    onClick={() => setEditing(part.id)}
                  >
                    {t('lesson.editPart')}
                  </Button>
                  <DeleteItem
                    title={part.title}
                    label={t('delete.part')}
                    remove={(confirm) => remove({ id: part.id, lessonId, confirm })}
                    onDeleted={() => setEditing(null)}
                  />
                </Actions>
              </Row>
            )}
          />
        )}
        {editing === null && (
          <Actions>
            <Button type="button" variant="secondary" onClick={() => setEditing('new')}>
              {t('lesson.addPart')}
            </Button>
          </Actions>
        )}
      </Section>
      {editing !== null && (
        <PartForm
          key={editing}
          lessonId={lessonId}
          moduleId={moduleId}
          part={open}
          otherParts={parts.filter((part) => part.id !== editing)}
          onDraftChange={onDraftChange}
          onDone={() => setEditing(null)}
        />
      )}
    </>
  );
}
