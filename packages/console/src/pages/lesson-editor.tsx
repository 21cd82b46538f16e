export { LessonEditorScreen as default } from '../curriculum/lesson-editor-screen';

export const handle = { messages: ['console'] };
