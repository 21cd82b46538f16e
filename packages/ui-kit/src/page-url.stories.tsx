import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageOriginProvider, usePageUrl } from './page-url';

/** What a share button would share: in a browser always the address bar's own. */
function ShareAddress() {
  return (
    <p>
      Enlace para compartir: <code>{usePageUrl()}</code>
    </p>
  );
}

const meta = {
  component: PageOriginProvider,
  args: { origin: 'https://impulsa.example', children: <ShareAddress /> },
} satisfies Meta<typeof PageOriginProvider>;

export default meta;
export const InTheBrowser: StoryObj<typeof meta> = {};
