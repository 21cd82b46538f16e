import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Link as RouterLink, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PageTitleAnnouncer, SiteNameProvider, usePageTitle } from './page-title';

function Screen({ title, to, linkText }: { title: string; to: string; linkText: string }) {
  usePageTitle(title);
  return (
    <>
      <h1>{title}</h1>
      <RouterLink to={to}>{linkText}</RouterLink>
    </>
  );
}

/** Two screens of a site named Impulsa; the announcer (hidden, shown in words below) says each new title. */
function TwoScreens() {
  return (
    <SiteNameProvider name="Impulsa">
      <Routes>
        <Route path="/" element={<Screen title="Módulos" to="/favoritos" linkText="Ir a favoritos" />} />
        <Route path="/favoritos" element={<Screen title="Favoritos" to="/" linkText="Volver a módulos" />} />
      </Routes>
      <PageTitleAnnouncer />
    </SiteNameProvider>
  );
}

const meta = { component: TwoScreens } satisfies Meta<typeof TwoScreens>;

export default meta;

/** Follow the link: the tab says "Favoritos · Impulsa" and screen readers hear it. */
export const AnnouncesEachNewScreen: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Ir a favoritos' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Favoritos · Impulsa'));
  },
};
