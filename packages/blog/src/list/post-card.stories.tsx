import { posts } from '@aula/mocks/fixtures/posts';
import { createI18n, I18nProvider } from '@aula/ui-kit/i18n';
import { CardGrid } from '@aula/ui-kit/page';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blogMessages } from '../messages';
import { PostCard } from './post-card';

const i18nByLanguage = { es: createI18n([blogMessages], 'es'), en: createI18n([blogMessages], 'en') };
const [post] = posts;
if (!post) throw new Error('the demo world has no posts');

const meta = {
  title: 'Blog/Post card',
  component: PostCard,
  decorators: [
    (Story, { globals }) => (
      <I18nProvider i18n={i18nByLanguage[globals.locale === 'en' ? 'en' : 'es']}>
        <CardGrid>
          <li>
            <Story />
          </li>
        </CardGrid>
      </I18nProvider>
    ),
  ],
  args: { post, to: `/mx/impulsa/blog/${post.slug}` },
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A demo post with its generated cover (Storybook serves the API's demo media at /media). */
export const WithCover: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: post.title });
    await expect(link).toHaveAttribute('href', `/mx/impulsa/blog/${post.slug}`);
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'lazy');
  },
};

/** A post without a cover: the brand's tint with the newspaper icon, the same size. */
export const WithoutCover: Story = { args: { post: { ...post, cover_image_url: null } } };

/** A long title wraps inside the card rather than being cut off at 320 px. */
export const LongTitle: Story = {
  args: {
    post: {
      ...post,
      title:
        'Cómo llevar las cuentas de tu negocio en una libreta y pasar después a una hoja de cálculo sin perder nada',
    },
  },
};
