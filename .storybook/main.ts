// One Storybook for the ui-kit, the feature packages and the web app's own screens (the theme
// studio); stories sit beside their components.
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  // The demo covers the API serves, so stories show the same artwork as the running site.
  staticDirs: [
    { from: '../packages/mocks/public', to: '/' },
    { from: '../apps/api/media', to: '/media' },
  ],
  core: { disableTelemetry: true },
};

export default config;
