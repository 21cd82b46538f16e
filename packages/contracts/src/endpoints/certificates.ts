// Certificates: what anyone reads to check one (the issuer's profile, keys and revocation list, a
// certificate's verification), all public; verifiers are strangers to the site.
import { z } from 'zod';
import { revokeCertificateRequest, verifyCredentialRequest } from '../certificate-forms';
import {
  certificateVerification,
  consoleCertificatesResponse,
  envelopedCredential,
  issuerKeySet,
  issuerProfile,
  learnerCertificatesResponse,
} from '../certificates';
import { allyCode } from '../common';
import { endpoint } from '../endpoint';

const domain = 'achievements';
const issuerParams = z.object({ ally_code: allyCode });
const certificateParams = z.object({ id: z.uuid('must be a certificate id') });
// Not in spec section 7: Open Badges verifiers and the verification page call them.
const verifier = { domain, access: 'public', documentedAs: false } as const;

export const certificateEndpoints = {
  issuerProfile: endpoint({
    ...verifier,
    method: 'GET',
    path: '/api/allies/{ally_code}/issuer/',
    summary: "The ally's Open Badges issuer profile (the issuer id of its certificates); 404 for no such ally",
    params: issuerParams,
    response: issuerProfile,
    errors: [400, 404],
  }),
  issuerKeys: endpoint({
    ...verifier,
    method: 'GET',
    path: '/api/allies/{ally_code}/issuer/jwks.json',
    summary: "The ally's public signing keys (a JWK set, every key it signed with); 404 for no such ally",
    params: issuerParams,
    response: issuerKeySet,
    errors: [400, 404],
  }),
  issuerStatusList: endpoint({
    ...verifier,
    method: 'GET',
    path: '/api/allies/{ally_code}/issuer/status-list/',
    summary: "The ally's revocation list: a signed Bitstring Status List credential (VC-JWT)",
    params: issuerParams,
    response: z.string().describe('A compact VC-JWT'),
    produces: ['application/vc+jwt'],
    errors: [400, 404],
  }),
  certificateVerification: endpoint({
    ...verifier,
    method: 'GET',
    path: '/api/certificates/{id}/verification/',
    summary: 'Checks the certificate kept under this id: valid, revoked (when, why) or forged; 404 for none',
    params: certificateParams,
    response: certificateVerification,
    errors: [400, 404],
  }),
  verifyCredential: endpoint({
    ...verifier,
    method: 'POST',
    path: '/api/certificates/verify/',
    summary: 'Checks a pasted credential (a compact VC-JWT) against its issuer: valid, revoked or forged',
    body: verifyCredentialRequest,
    response: certificateVerification,
    errors: [400],
  }),
  // The learner's own: their list (issuing any certificate a completion left unissued), the file, the PDF.
  myCertificates: endpoint({
    domain,
    access: 'learner',
    method: 'GET',
    path: '/api/certificates/',
    summary: "The learner's certificates, newest first (with their page and LinkedIn's add-to-profile address)",
    response: learnerCertificatesResponse,
    errors: [401],
    documentedAs: false,
  }),
  myCredential: endpoint({
    domain,
    access: 'learner',
    method: 'GET',
    path: '/api/certificates/{id}/credential/',
    summary:
      "One of the learner's certificates as an Open Badges 3.0 credential file (JSON, the signed VC-JWT enveloped)",
    params: certificateParams,
    response: envelopedCredential,
    errors: [400, 401, 404],
    documentedAs: false,
  }),
  myCertificatePdf: endpoint({
    domain,
    access: 'learner',
    method: 'GET',
    path: '/api/certificates/{id}/pdf/',
    summary: "One of the learner's certificates as a PDF in the ally's brand, with a QR code to its page",
    params: certificateParams,
    response: z.any().describe('The certificate as a PDF'),
    produces: ['application/pdf'],
    errors: [400, 401, 404],
    documentedAs: false,
  }),
  // The ally's admins: who holds a certificate, and revoking one with a reason.
  consoleCertificates: endpoint({
    domain: 'console',
    access: 'admin',
    method: 'GET',
    path: '/api/console/certificates/',
    summary: "The ally's certificates, newest first, revoked ones marked",
    response: consoleCertificatesResponse,
    errors: [401, 403],
    documentedAs: false,
  }),
  revokeCertificate: endpoint({
    domain: 'console',
    access: 'admin',
    method: 'POST',
    path: '/api/console/certificates/{id}/revoke/',
    summary:
      "Revokes one of the ally's certificates with a reason (anyone checking it is told); revoking again changes nothing",
    params: certificateParams,
    body: revokeCertificateRequest,
    response: consoleCertificatesResponse.shape.results.element,
    errors: [400, 401, 403, 404],
    documentedAs: false,
  }),
};
