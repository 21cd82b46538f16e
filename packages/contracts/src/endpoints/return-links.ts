// A reminder's return link, consumed by the `volver` screen (issue 30).
import { loginCountryParams } from '../auth';
import { endpoint } from '../endpoint';
import { consumeReturnLinkRequest, consumeReturnLinkResponse } from '../return-links';

export const returnLinkEndpoints = {
  consume: endpoint({
    domain: 'account',
    access: 'public',
    method: 'POST',
    path: '/api/{country}/return-links/consume/',
    summary:
      "Uses a reminder's link once: signs its learner in on this ally's site and says where it leads (410 with the target when used or expired)",
    params: loginCountryParams,
    body: consumeReturnLinkRequest,
    response: consumeReturnLinkResponse,
    errors: [400, 404, 410, 429],
    documentedAs: false,
  }),
};
