import { landingPages } from '@aula/mocks/fixtures/landing-pages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LandingHero } from './landing-hero';
import { withAppMessages } from './landing-stories-i18n';

function firstLandingPage() {
  const [page] = landingPages;
  if (!page) throw new Error('the demo world has no landing page');
  return page;
}
const firstLanding = firstLandingPage();

/** The toolbar's brand's own pitch and hero artwork (Storybook serves the API's demo media at /media). */
function landingOf(brand: unknown) {
  return landingPages.find((page) => page.ally_code === brand) ?? firstLanding;
}

const meta = {
  title: 'Web/Landing/Hero',
  component: LandingHero,
  decorators: [withAppMessages],
  args: {
    content: firstLanding,
    seccionPath: '/mx/impulsa/seccion',
    registerPath: '/mx/impulsa/registro',
    loginPath: '/mx/impulsa/login',
  },
  render: (args, { globals }) => (
    <LandingHero {...args} content={args.content === firstLanding ? landingOf(globals.brand) : args.content} />
  ),
} satisfies Meta<typeof LandingHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An anonymous visitor: the call to action registers, a second button signs in. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

/** A signed-in learner: one way on, to their section. */
export const SignedIn: Story = {
  args: { registerPath: undefined, loginPath: undefined },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '/mx/impulsa/seccion');
  },
};

/** Data saver: the artwork is not downloaded; a tint of the brand stands in, the same size. */
export const DataSaver: Story = {
  args: { dataSaver: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-cover="light"]')).not.toBeNull();
  },
};

/** An ally without a landing yet: its name and tagline, no picture. */
export const WithoutImage: Story = {
  args: {
    content: {
      title: 'Impulsa',
      subtitle: 'Aprende a hacer crecer tu negocio',
      body: '',
      call_to_action: 'Regístrate gratis',
      hero_image_url: null,
    },
  },
};
