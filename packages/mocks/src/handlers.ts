import { accountHandlers } from './handlers/account';
import { catalogHandlers } from './handlers/catalogs';
import { landingHandlers } from './handlers/landing';
import { lessonHandlers } from './handlers/lessons';

export { resetMockState } from './state';

export const handlers = [...catalogHandlers, ...landingHandlers, ...lessonHandlers, ...accountHandlers];
