import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { DocumentFrame } from './document-frame';

const PhoneFrame = styled(DocumentFrame)`
  width: 390px;
  height: 16rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const meta = {
  component: DocumentFrame,
  args: { title: 'Vista de teléfono', lang: 'es', children: <p>Hola desde un documento propio.</p> },
  render: (args) => <PhoneFrame {...args} />,
} satisfies Meta<typeof DocumentFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A phone-wide document: its own width, its own page (no styles of the page around it). */
export const PhoneWide: Story = {};
