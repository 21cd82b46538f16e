// The console's lesson editor: a lesson as the WhatsApp chat would send it (issue 42).
import { idParams } from '../common';
import { chatPreviewQuery, chatPreviewResponse } from '../console-chat-preview';
import { endpoint } from '../endpoint';

export const consoleChatPreviewEndpoints = {
  chatPreview: endpoint({
    domain: 'console',
    access: 'editor',
    documentedAs: false,
    method: 'GET',
    path: '/api/console/lessons/{id}/chat-preview/',
    summary:
      "A lesson as the WhatsApp chat sends it: its introduction, every part's messages (drafts included) and a check's questions",
    params: idParams,
    query: chatPreviewQuery,
    response: chatPreviewResponse,
    errors: [400, 401, 403, 404],
  }),
};
