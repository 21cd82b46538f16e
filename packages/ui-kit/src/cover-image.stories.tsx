import type { Meta, StoryObj } from '@storybook/react-vite';
import { CoverImage } from './cover-image';
import { BookOpen, Trophy } from './icons';

// A cover drawn in the page itself, so the story needs no server: the demo covers are SVG like this.
const sample = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="#e8eef8"/><circle cx="320" cy="180" r="150" fill="#fff"/><rect x="250" y="110" width="140" height="140" rx="20" fill="#0b57a4"/></svg>',
)}`;

const meta = {
  component: CoverImage,
  args: { src: sample },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CoverImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cover: Story = {};
/** Data-saver mode: nothing downloaded, a tint of the brand with the icon of the kind of content. */
export const DataSaver: Story = { args: { dataSaver: true, icon: BookOpen } };
/** A lesson without a cover gets the same stand-in. */
export const Missing: Story = { args: { src: null, icon: Trophy } };
