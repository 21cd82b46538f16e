import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { ReorderList } from './reorder-list';
import { withConsoleWords } from './story-i18n';

interface Lesson {
  id: number;
  title: string;
  parts: number;
}

const LESSONS: Lesson[] = [
  { id: 1, title: 'Conoce a tu cliente ideal', parts: 3 },
  { id: 2, title: 'Arma una oferta irresistible', parts: 2 },
  { id: 3, title: 'Calcula el costo real de tus productos', parts: 4 },
  { id: 4, title: 'Cierra la venta con confianza', parts: 3 },
];

const Title = styled.strong`
  display: block;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function ModuleLessons({ onReorder }: { onReorder: (ids: number[]) => void }) {
  const [lessons, setLessons] = useState(LESSONS);
  return (
    <ReorderList
      label="Lecciones del módulo"
      items={lessons}
      getKey={(lesson) => lesson.id}
      itemLabel={(lesson) => lesson.title}
      renderItem={(lesson) => (
        <>
          <Title>{lesson.title}</Title>
          <Muted>{`${lesson.parts} partes`}</Muted>
        </>
      )}
      onReorder={(next) => {
        setLessons(next);
        onReorder(next.map((lesson) => lesson.id));
      }}
    />
  );
}

const meta = {
  title: 'Console/Editing/Reorder list',
  component: ModuleLessons,
  decorators: [withConsoleWords],
  args: { onReorder: fn() },
} satisfies Meta<typeof ModuleLessons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A module's lessons: a handle to drag each by, and up/down buttons beside it. */
export const Lessons: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Bajar «Conoce a tu cliente ideal»' }));
    await expect(args.onReorder).toHaveBeenLastCalledWith([2, 1, 3, 4]);
    await expect(canvas.getByRole('button', { name: 'Bajar «Conoce a tu cliente ideal»' })).toHaveFocus();
  },
};

/** Dragging with the keyboard: the handle picked up with space, moved one place down. */
export const KeyboardDrag: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Mover «Arma una oferta irresistible»' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(args.onReorder).toHaveBeenLastCalledWith([1, 3, 2, 4]);
  },
};
