import { MAX_TEMPLATE_LENGTH, type ReminderLanguage } from '@aula/contracts/reminders';
import { Field, TextArea } from '@aula/ui-kit/field';
import { focusRing, TOUCH_TARGET } from '@aula/ui-kit/focus-ring';
import { useRef } from 'react';
import { type Control, type FieldPath, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { KindFormValues } from './kind-form-values';

const TemplateText = styled(TextArea)`
  min-height: 7rem;
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Chip = styled.button`
  min-height: ${TOUCH_TARGET};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  cursor: pointer;
  ${focusRing}
`;

const Counter = styled.p<{ $over: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ $over }) => ($over ? 700 : 400)};
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
`;

/** How each language spells the placeholders (both spellings work in both; the contract's list). */
const SPELLINGS: Record<ReminderLanguage, { name: string; lesson: string }> = {
  es: { name: 'nombre', lesson: 'leccion' },
  en: { name: 'name', lesson: 'lesson' },
};

export interface TemplateFieldProps {
  control: Control<KindFormValues, unknown, unknown>;
  language: ReminderLanguage;
}

/**
 * A template's text: a box, buttons that put `{nombre}` or `{leccion}` where the cursor is (nobody
 * has to remember the braces) and the count against WhatsApp's limit, said with the hint.
 */
export function TemplateField({ control, language }: TemplateFieldProps) {
  const { t } = useTranslation('console');
  const name = `templates.${language}.body` as FieldPath<KindFormValues>;
  const { field, fieldState } = useController({ control, name });
  const box = useRef<HTMLTextAreaElement | null>(null);
  const value = String(field.value ?? '');
  const over = value.length - MAX_TEMPLATE_LENGTH;
  const countId = `${field.name}-count`.replace(/\./g, '-');

  function insert(placeholder: string) {
    const element = box.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const token = `{${placeholder}}`;
    field.onChange(value.slice(0, start) + token + value.slice(end));
    // After React has put the new text in, the cursor goes just after what was inserted.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  return (
    <Field
      label={t('messages.fields.body', { language: t(`messages.languages.${language}`) })}
      hint={t('messages.template.limit', { max: MAX_TEMPLATE_LENGTH })}
      error={fieldState.error?.message}
    >
      {({ inputId, describedBy, invalid }) => (
        <>
          <TemplateText
            ref={(element) => {
              box.current = element;
              field.ref(element);
            }}
            id={inputId}
            name={field.name}
            lang={language}
            value={value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            aria-describedby={[describedBy, countId].filter(Boolean).join(' ')}
            aria-invalid={invalid || undefined}
            $invalid={invalid}
          />
          <Counter id={countId} $over={over > 0}>
            {over > 0
              ? t('messages.template.over', { count: value.length, max: MAX_TEMPLATE_LENGTH, over })
              : t('messages.template.count', { count: value.length, max: MAX_TEMPLATE_LENGTH })}
          </Counter>
          <Chips>
            <span aria-hidden="true">{t('messages.template.insert')}</span>
            {(['name', 'lesson'] as const).map((which) => {
              const placeholder = SPELLINGS[language][which];
              return (
                <Chip
                  key={which}
                  type="button"
                  onClick={() => insert(placeholder)}
                  aria-label={t('messages.template.insertLabel', {
                    placeholder: `{${placeholder}}`,
                    what: t(`messages.template.placeholders.${which}`),
                  })}
                >
                  {`{${placeholder}}`}
                </Chip>
              );
            })}
          </Chips>
        </>
      )}
    </Field>
  );
}
