import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentLangProvider, useContentLang } from './content-lang';

/** The ally's words keep their own language (inspect the heading: lang="es") whatever the interface's. */
function LessonHeading() {
  return <h2 {...useContentLang()}>Planea tu flujo de efectivo</h2>;
}

const meta = {
  component: ContentLangProvider,
  args: { lang: 'es', children: <LessonHeading /> },
} satisfies Meta<typeof ContentLangProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpanishContent: Story = {};
export const WithoutAProvider: Story = { render: () => <LessonHeading /> };
