import { colonPath } from '@aula/contracts/endpoint';
import { consoleCurriculumEndpoints as curriculum } from '@aula/contracts/endpoints/console-curriculum';
import { handlers } from '@aula/mocks/handlers';
import { mockState } from '@aula/mocks/state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { curriculumAt, curriculumStory, curriculumWordsOf } from './curriculum-story';
import { LessonEditorScreen } from './lesson-editor-screen';
import { ModuleEditorScreen } from './module-editor-screen';
import { ModulesScreen } from './modules-screen';

const modulesPath = `*${colonPath(curriculum.modules.path)}`;

const meta = {
  title: 'Console/Curriculum/Screens',
  component: ModulesScreen,
  ...curriculumStory,
  parameters: curriculumAt('consoleModules', 'consola/modulos'),
} satisfies Meta<typeof ModulesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ally's modules in order, published and drafts, each with its lessons counted. */
export const Modules: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = curriculumWordsOf(globals);
    const list = await within(canvasElement).findByRole('list', { name: words.modules.listLabel });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Modules that award a certificate (the demo's first, and here its second too), marked so in the list. */
export const CertifyingModule: Story = {
  beforeEach: () => {
    const module = mockState().curriculum.modules.find((item) => item.id === 102);
    if (module) module.certifying = true;
  },
  play: async ({ canvasElement, globals }) => {
    const words = curriculumWordsOf(globals);
    const list = await within(canvasElement).findByRole('list', { name: words.modules.listLabel });
    const marks = within(list).getAllByText(words.modules.certifying);
    await expect(marks).toHaveLength(2);
    for (const mark of marks) await expect(mark).toBeVisible();
  },
};

export const ModulesLoading: Story = {
  parameters: {
    ...curriculumAt('consoleModules', 'consola/modulos'),
    msw: [
      http.get(modulesPath, async () => {
        await delay('infinite');
        return HttpResponse.json({ results: [] });
      }),
      ...handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

export const ModulesEmpty: Story = {
  parameters: {
    ...curriculumAt('consoleModules', 'consola/modulos'),
    msw: [http.get(modulesPath, () => HttpResponse.json({ results: [] })), ...handlers],
  },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(curriculumWordsOf(globals).modules.empty)).toBeVisible();
  },
};

export const ModulesError: Story = {
  parameters: {
    ...curriculumAt('consoleModules', 'consola/modulos'),
    msw: [
      http.get(modulesPath, () => HttpResponse.json({ error: 'internal', message: 'x' }, { status: 500 })),
      ...handlers,
    ],
  },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(curriculumWordsOf(globals).modules.error)).toBeVisible();
  },
};

/** A published module: its fields, its lessons in order (one a draft) and its history. */
export const ModuleEditor: Story = {
  parameters: curriculumAt('consoleModule', 'consola/modulos/101'),
  render: () => <ModuleEditorScreen />,
  play: async ({ canvasElement, globals }) => {
    const words = curriculumWordsOf(globals);
    const lessons = await within(canvasElement).findByRole('list', { name: words.module.lessonsLabel });
    await expect(within(lessons).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** A new module: a save without a title names the field. */
export const NewModuleRefused: Story = {
  parameters: curriculumAt('consoleModule', 'consola/modulos/nuevo'),
  render: () => <ModuleEditorScreen />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: curriculumWordsOf(globals).module.save }));
    const title = canvas.getByRole('textbox', { name: new RegExp(curriculumWordsOf(globals).module.fields.title) });
    await expect(title).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A lesson with a video, a reading, a file and a check. */
export const LessonEditor: Story = {
  parameters: curriculumAt('consoleLesson', 'consola/lecciones/1001'),
  render: () => <LessonEditorScreen />,
  play: async ({ canvasElement, globals }) => {
    const words = curriculumWordsOf(globals);
    const parts = await within(canvasElement).findByRole('list', { name: words.lesson.partsLabel });
    await expect(within(parts).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** The lesson's preview in the ally's theme, as a learner on a phone would see it. */
export const LessonPreviewOpen: Story = {
  parameters: curriculumAt('consoleLesson', 'consola/lecciones/1001'),
  render: () => <LessonEditorScreen />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: curriculumWordsOf(globals).lesson.preview }));
    await expect(await canvas.findByRole('region', { name: curriculumWordsOf(globals).lesson.preview })).toBeVisible();
  },
};

export const LessonNotFound: Story = {
  parameters: curriculumAt('consoleLesson', 'consola/lecciones/2001'),
  render: () => <LessonEditorScreen />,
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(curriculumWordsOf(globals).lesson.notFound)).toBeVisible();
  },
};
