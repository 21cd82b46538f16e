import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Pagination } from './pagination';

const meta = {
  component: Pagination,
  args: { page: 1, pageCount: 5, onPageChange: fn() },
  render: function Controlled(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange?.(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const LastPage: Story = { args: { page: 5 } };
/** Twenty pages: the first, the last and the current page's neighbours, with gaps between. */
export const ManyPages: Story = { args: { page: 10, pageCount: 20, label: 'Páginas del blog' } };
/** Pages with their own address (the blog): every page is a link. */
export const AsLinks: Story = {
  args: { page: 2, pageCount: 4, pageHref: (n: number) => `/mx/impulsa/blog/pagina/${n}` },
};
