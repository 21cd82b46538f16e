import type { ConsoleCheck } from '@aula/contracts/knowledge-checks';
import { Button } from '@aula/ui-kit/button';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { PHONE_WIDTH } from '../editing/preview-frame';
import { withConsoleWords } from '../editing/story-i18n';
import { consoleMessages } from '../messages';
import { CheckEditor } from './check-editor';
import { checkFieldMessages, checkFormValues, emptyCheckValues } from './check-values';
import { emptyPartValues, type PartFormValues, partFormRequest } from './form-values';
import { FormStack, Section } from './layout';

// The console's main column on a phone: its own padding around the part editor's card.
const Phone = styled.div`
  box-sizing: border-box;
  width: ${PHONE_WIDTH}px;
  padding: ${({ theme }) => theme.space.md};
`;

const REVIEW_PARTS = [
  { id: 5001, title: 'Video: tus clientes' },
  { id: 5002, title: 'Lectura: las preguntas clave que le haces a cada cliente antes de ofrecerle algo' },
];

const filled: ConsoleCheck = {
  pass_mark: 80,
  max_attempts: 3,
  questions: [
    {
      id: 1,
      kind: 'single',
      prompt: '¿Qué te dice mejor lo que buscan tus clientes?',
      review_part_id: 5002,
      options: [
        { id: 2, text: 'Preguntarles', correct: true, feedback: 'Sí: lo que dicen vale más que lo que supones.' },
        { id: 3, text: 'Adivinarlo', correct: false, feedback: 'Vuelve a leer las preguntas clave.' },
      ],
    },
    {
      id: 4,
      kind: 'multiple',
      prompt: '¿Qué anotas de cada cliente?',
      review_part_id: null,
      options: [
        { id: 5, text: 'Qué compra', correct: true, feedback: '' },
        { id: 6, text: 'Cada cuánto vuelve', correct: true, feedback: '' },
        { id: 7, text: 'Su signo zodiacal', correct: false, feedback: 'No te dice nada de lo que necesita.' },
      ],
    },
    {
      id: 8,
      kind: 'true_false',
      prompt: 'Todos tus clientes compran por la misma razón.',
      review_part_id: 5001,
      options: [
        { id: 9, text: 'Verdadero', correct: false, feedback: '' },
        { id: 10, text: 'Falso', correct: true, feedback: 'Cada cliente tiene sus razones.' },
      ],
    },
  ],
};

/** The check editor in a part form of its own, as the lesson editor holds it, on a phone's width. */
function CheckEditorOnPhone({ check }: { check: ConsoleCheck | null }) {
  const [opened] = useState<PartFormValues>(() => ({
    ...emptyPartValues(),
    kind: 'check',
    title: 'Comprueba lo aprendido',
    check: check ? checkFormValues(check) : emptyCheckValues(),
  }));
  const form = useContractForm(partFormRequest, { defaultValues: opened, messages: checkFieldMessages });
  const { t } = useTranslation('console', { keyPrefix: 'curriculum.part' });
  return (
    <Phone data-testid="phone">
      <Section aria-label={t('editTitle')}>
        <form ref={form.formRef} noValidate onSubmit={form.submitWith(() => undefined)}>
          <FormStack>
            <CheckEditor form={form} reviewParts={REVIEW_PARTS} />
            <div>
              <Button type="submit">{t('save')}</Button>
            </div>
          </FormStack>
        </form>
      </Section>
    </Phone>
  );
}

const meta = {
  title: 'Console/Curriculum/Check editor',
  component: CheckEditorOnPhone,
  decorators: [withConsoleWords],
  args: { check: null },
} satisfies Meta<typeof CheckEditorOnPhone>;

export default meta;
type Story = StoryObj<typeof meta>;

const wordsOf = (globals: { locale?: unknown }) => consoleMessages[globals.locale === 'en' ? 'en' : 'es'].curriculum;

async function fitsThePhone(canvasElement: HTMLElement) {
  await expect(within(canvasElement).getByTestId('phone').scrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
}

/** A new check: the pass mark at 70, unlimited tries, one question of one answer to write. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const words = wordsOf(globals).check;
    await expect(canvas.getByRole('textbox', { name: words.passMark })).toHaveValue('70');
    await expect(canvas.getByRole('checkbox', { name: words.unlimitedAttempts })).toBeChecked();
    await expect(canvas.getAllByRole('group', { name: /^(Pregunta|Question) \d$/ })).toHaveLength(1);
    await fitsThePhone(canvasElement);
  },
};

/** A check of three questions, one of each kind, three tries, parts to review and feedback written. */
export const Filled: Story = {
  args: { check: filled },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const words = wordsOf(globals).check;
    await expect(canvas.getByRole('checkbox', { name: words.unlimitedAttempts })).not.toBeChecked();
    await expect(canvas.getAllByRole('group', { name: /^(Pregunta|Question) \d$/ })).toHaveLength(3);
    await expect(canvas.getAllByRole('checkbox', { name: words.correct, checked: true })).toHaveLength(2);
    await fitsThePhone(canvasElement);
  },
};

/** Saved as it opened: each question's words asked for, and its options told to mark the right one. */
export const WithErrors: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const words = wordsOf(globals);
    await userEvent.click(canvas.getByRole('button', { name: words.part.save }));
    const marks = await canvas.findAllByRole('radio', { name: words.check.correct });
    for (const mark of marks) await expect(mark).toHaveAccessibleDescription(words.check.errors.rightOption);
    await expect(canvas.getByRole('textbox', { name: words.check.prompt })).toHaveAttribute('aria-invalid', 'true');
    await fitsThePhone(canvasElement);
  },
};
