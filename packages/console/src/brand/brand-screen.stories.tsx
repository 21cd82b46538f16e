import { mockState } from '@aula/mocks/state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consoleAt, consoleStory, consoleWords } from '../shell/console-story';
import { BrandScreen } from './brand-screen';

// Impulsa's brand as its admin edits it (or its editor reads it), in the console's frame; msw
// answers with the declared mocks, which start from the brand folders' colours.
type Globals = Parameters<typeof consoleWords>[0];
const wordsOf = (globals: Globals) => consoleWords(globals).brand;

const meta = {
  title: 'Console/Brand',
  component: BrandScreen,
  ...consoleStory,
  parameters: consoleAt('consoleBrand', 'consola/marca'),
} satisfies Meta<typeof BrandScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first draft, never published: every pair reads well, the preview framing the ally's landing. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: wordsOf(globals).identity.name })).toHaveValue('Impulsa');
    await expect(canvas.getByText(wordsOf(globals).contrast.ok)).toBeVisible();
  },
};

/**
 * Light "Texto sobre el principal" changed to a blue close to the main one: the pair is named
 * with its ratio, and the save is refused on that field. The preview shows the unreadable colours
 * on purpose, so axe leaves it out here.
 */
export const ContrastProblem: Story = {
  parameters: { a11y: { context: { exclude: ['[data-brand-preview]'] } } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const words = wordsOf(globals);
    const light = await canvas.findByRole('group', { name: words.modes.light });
    const onPrimary = within(light).getByRole('textbox', { name: words.colors.tokens.onPrimary.label });
    await userEvent.clear(onPrimary);
    await userEvent.type(onPrimary, '#5a9be0');
    await expect(await canvas.findByText(new RegExp(words.contrast.pairs.onPrimary.primary))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: words.save }));
    await expect(onPrimary).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Saved since it was published: the site still shows the published version. */
export const DraftAhead: Story = {
  beforeEach: () => {
    const [impulsa] = mockState().brands;
    if (!impulsa) return;
    Object.assign(impulsa, {
      version: 3,
      published_version: 2,
      published_at: '2026-11-20T15:00:00.000Z',
      published: impulsa.draft,
    });
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/\(.*2026\)/)).toBeVisible();
  },
};

/** An editor reads the brand: the fields disabled, no buttons, a sentence saying why. */
export const EditorReadOnly: Story = {
  parameters: consoleAt('consoleBrand', 'consola/marca', { consoleRole: 'ally_editor' }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(wordsOf(globals).readOnly)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: wordsOf(globals).identity.name })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: wordsOf(globals).save })).toBeNull();
  },
};
