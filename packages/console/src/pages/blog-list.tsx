export { BlogListScreen as default } from '../blog/blog-list-screen';

export const handle = { messages: ['console'] };
