export { PostEditorScreen as default } from '../blog/post-editor-screen';

export const handle = { messages: ['console'] };
