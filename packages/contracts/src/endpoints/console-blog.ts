// The ally console's blog: the acting ally's posts, drafts and archived ones included, and for staff
// the platform's posts of the ally's countries (the public blog: ./blog.ts). Another ally's post is 404.
import type { z } from 'zod';
import { idParams } from '../common';
import {
  consolePost,
  consolePostDeleted,
  consolePostInput,
  consolePostStateChange,
  consolePostsResponse,
  consolePostUpdate,
} from '../console-blog';
import { endpoint } from '../endpoint';

const consoleCall = { domain: 'console', access: 'editor', documentedAs: false } as const;
const save = { ...consoleCall, errors: [400, 401, 403, 404, 409], conflict: consolePost } as const;

export const consoleBlogEndpoints = {
  consolePosts: endpoint({
    ...consoleCall,
    method: 'GET',
    path: '/api/console/posts/',
    summary: "The acting ally's posts in every country it offers, drafts first",
    response: consolePostsResponse,
    errors: [400, 401, 403],
  }),
  consolePost: endpoint({
    ...consoleCall,
    method: 'GET',
    path: '/api/console/posts/{id}/',
    summary: 'One of the ally’s posts, as the editor edits it',
    params: idParams,
    response: consolePost,
    errors: [400, 401, 403, 404],
  }),
  createConsolePost: endpoint({
    ...consoleCall,
    method: 'POST',
    path: '/api/console/posts/',
    summary:
      "A new draft post (its slug from the title unless given; unique on the blogs it shows on: 400 slug_taken…); a platform post is staff's",
    body: consolePostInput,
    response: consolePost,
    status: 201,
    errors: [400, 401, 403],
  }),
  updateConsolePost: endpoint({
    ...save,
    method: 'PUT',
    path: '/api/console/posts/{id}/',
    summary: 'Saves a post; a published post keeps its slug (another ally’s post is 404)',
    params: idParams,
    body: consolePostUpdate,
    response: consolePost,
  }),
  publishConsolePost: endpoint({
    ...save,
    method: 'POST',
    path: '/api/console/posts/{id}/publish/',
    summary: 'Publishes a post: on the public blog at once',
    params: idParams,
    body: consolePostStateChange,
    response: consolePost,
  }),
  unpublishConsolePost: endpoint({
    ...save,
    method: 'POST',
    path: '/api/console/posts/{id}/unpublish/',
    summary: 'Takes a post off the public blog at once; it is a draft again',
    params: idParams,
    body: consolePostStateChange,
    response: consolePost,
  }),
  archiveConsolePost: endpoint({
    ...save,
    method: 'POST',
    path: '/api/console/posts/{id}/archive/',
    summary: 'Archives a post: off the public blog at once, kept (with its slug) at the end of the list until restored',
    params: idParams,
    body: consolePostStateChange,
    response: consolePost,
  }),
  restoreConsolePost: endpoint({
    ...save,
    method: 'POST',
    path: '/api/console/posts/{id}/restore/',
    summary: 'Brings an archived post back as a draft',
    params: idParams,
    body: consolePostStateChange,
    response: consolePost,
  }),
  deleteConsolePost: endpoint({
    ...consoleCall,
    method: 'DELETE',
    path: '/api/console/posts/{id}/',
    summary: 'Deletes a post for good (its history is kept); its address answers 404 at once',
    params: idParams,
    response: consolePostDeleted,
    errors: [400, 401, 403, 404],
  }),
};

export type ConsolePostsResponse = z.infer<typeof consolePostsResponse>;
