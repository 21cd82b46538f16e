export { ModuleEditorScreen as default } from '../curriculum/module-editor-screen';

export const handle = { messages: ['console'] };
