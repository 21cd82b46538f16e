export { BlogListScreen as default } from '../blog-list-screen';

export const handle = { messages: ['blog'] };
