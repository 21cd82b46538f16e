// One Storybook for the ui-kit and the feature packages; stories sit beside their components.
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  staticDirs: [{ from: '../packages/mocks/public', to: '/' }],
  core: { disableTelemetry: true },
};

export default config;
