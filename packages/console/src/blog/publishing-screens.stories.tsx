import { colonPath } from '@aula/contracts/endpoint';
import { consoleBlogEndpoints as blog } from '@aula/contracts/endpoints/console-blog';
import { handlers } from '@aula/mocks/handlers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { LandingScreen } from '../landing/landing-screen';
import { RewardsScreen } from '../rewards/rewards-screen';
import { BlogListScreen } from './blog-list-screen';
import { PostEditorScreen } from './post-editor-screen';
import { consoleWordsOf, publishingAt, publishingStory } from './publishing-story';

const postsPath = `*${colonPath(blog.consolePosts.path)}`;

const meta = {
  title: 'Console/Publishing/Screens',
  component: BlogListScreen,
  ...publishingStory,
  parameters: publishingAt('consoleBlog', 'consola/blog'),
} satisfies Meta<typeof BlogListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ally's posts, drafts first, each with its country, state and date. */
export const BlogList: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
  },
};

export const BlogLoading: Story = {
  parameters: {
    ...publishingAt('consoleBlog', 'consola/blog'),
    msw: [
      http.get(postsPath, async () => {
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

export const BlogEmpty: Story = {
  parameters: {
    ...publishingAt('consoleBlog', 'consola/blog'),
    msw: [http.get(postsPath, () => HttpResponse.json({ results: [] })), ...handlers],
  },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(consoleWordsOf(globals).blog.empty)).toBeVisible();
  },
};

export const BlogError: Story = {
  parameters: {
    ...publishingAt('consoleBlog', 'consola/blog'),
    msw: [
      http.get(postsPath, () => HttpResponse.json({ error: 'internal', message: 'x' }, { status: 500 })),
      ...handlers,
    ],
  },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(consoleWordsOf(globals).blog.error)).toBeVisible();
  },
};

/** A saved draft in its editor: its address can still change, publish, archive and delete are offered. */
export const DraftEditor: Story = {
  render: () => <PostEditorScreen />,
  parameters: publishingAt('consoleBlogPost', 'consola/blog/501'),
  play: async ({ canvasElement, globals }) => {
    const words = consoleWordsOf(globals).blog.editor;
    await expect(await within(canvasElement).findByRole('button', { name: words.publish })).toBeVisible();
  },
};

/** A new post: the contract names each missing field on save. */
export const NewPostRefused: Story = {
  render: () => <PostEditorScreen />,
  parameters: publishingAt('consoleBlogPost', 'consola/blog/nueva'),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const words = consoleWordsOf(globals).blog.editor;
    await userEvent.click(await canvas.findByRole('button', { name: words.save }));
    await expect(await canvas.findByRole('textbox', { name: words.fields.title })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** A new post's address is written from its title, accents dropped, until the editor writes their own. */
export const NewPostSlugFromTitle: Story = {
  render: () => <PostEditorScreen />,
  parameters: publishingAt('consoleBlogPost', 'consola/blog/nueva'),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const words = consoleWordsOf(globals).blog.editor;
    await userEvent.type(await canvas.findByRole('textbox', { name: words.fields.title }), 'Cómo vender más');
    await expect(canvas.getByRole('textbox', { name: words.fields.slug })).toHaveValue('como-vender-mas');
  },
};

/** The ally already has a post at that address in the country: said under the field. */
export const SlugTaken: Story = {
  render: () => <PostEditorScreen />,
  parameters: publishingAt('consoleBlogPost', 'consola/blog/nueva'),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const words = consoleWordsOf(globals).blog.editor;
    await userEvent.type(await canvas.findByRole('textbox', { name: words.fields.title }), 'Precios de temporada');
    await userEvent.click(canvas.getByRole('button', { name: words.save }));
    await expect(await canvas.findByText(words.slugTaken.sameBlog)).toBeVisible();
  },
};

/** Deleting asks first, naming the post. */
export const DeleteAsked: Story = {
  render: () => <PostEditorScreen />,
  parameters: publishingAt('consoleBlogPost', 'consola/blog/501'),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const words = consoleWordsOf(globals).blog.editor;
    await userEvent.click(await canvas.findByRole('button', { name: words.delete }));
    const body = within(canvasElement.ownerDocument.body);
    const title = words.deleteTitle.replace('{{title}}', 'Precios de temporada');
    await expect(await body.findByRole('dialog', { name: title })).toBeVisible();
  },
};

/** An archived post: off the blog, kept; restore brings it back as a draft. */
export const ArchivedPost: Story = {
  render: () => <PostEditorScreen />,
  parameters: publishingAt('consoleBlogPost', 'consola/blog/502'),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const words = consoleWordsOf(globals).blog.editor;
    await userEvent.click(await canvas.findByRole('button', { name: words.archive }));
    await expect(await canvas.findByRole('button', { name: words.restore })).toBeVisible();
  },
};

/** The landing's hero, steps and reviews. */
export const Landing: Story = {
  render: () => <LandingScreen />,
  parameters: publishingAt('consoleLanding', 'consola/portada'),
  play: async ({ canvasElement, globals }) => {
    const words = consoleWordsOf(globals).landing;
    await expect(await within(canvasElement).findByRole('button', { name: words.save })).toBeVisible();
  },
};

/** Every review removed: the editor says the landing shows no reviews section while there are none. */
export const LandingWithoutReviews: Story = {
  render: () => <LandingScreen />,
  parameters: publishingAt('consoleLanding', 'consola/portada'),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const words = consoleWordsOf(globals).landing.reviews;
    const removeFirst = words.remove.replace('{{number}}', '1');
    await userEvent.click(await canvas.findByRole('button', { name: removeFirst }));
    while (canvas.queryByRole('button', { name: removeFirst })) {
      await userEvent.click(canvas.getByRole('button', { name: removeFirst }));
    }
    await expect(canvas.getByText(words.none)).toBeVisible();
  },
};

/** Webinars with their codes open: generate, download, each code used, given to an earner or free. */
export const Rewards: Story = {
  render: () => <RewardsScreen />,
  parameters: publishingAt('consoleRewards', 'consola/premios'),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const words = consoleWordsOf(globals).rewards;
    const open = words.webinars.codes.replace('{{title}}', 'Ventas por WhatsApp en vivo');
    await userEvent.click(await canvas.findByRole('button', { name: open }));
    await expect(await canvas.findByRole('button', { name: words.codes.download })).toBeVisible();
    // The codes are a table or, on a phone, cards: one of the two is on screen, with all three states.
    for (const state of [words.codes.used, words.codes.given, words.codes.unused]) {
      const shown = (await canvas.findAllByText(state)).filter((badge) => badge.checkVisibility());
      await expect(shown.length).toBeGreaterThan(0);
    }
  },
};
