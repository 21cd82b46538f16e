import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './avatar';

// A tiny inline picture, so the story needs no network.
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#8aa"/><circle cx="20" cy="16" r="7" fill="#eee"/><ellipse cx="20" cy="36" rx="13" ry="10" fill="#eee"/></svg>',
  );

const meta = {
  component: Avatar,
  args: { name: 'María Fernanda López' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const Photo: Story = { args: { src: photo, size: 'lg' } };
/** The photo fails to load: the initials take its place. */
export const BrokenPhoto: Story = { args: { src: '/no-such-photo.jpg' } };
export const SmallDecorative: Story = { args: { size: 'sm', decorative: true, name: 'José Ruiz' } };
