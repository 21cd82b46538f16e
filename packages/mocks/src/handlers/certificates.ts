import { type CertificateVerification, CREDENTIAL_CONTEXTS } from '@aula/contracts/certificates';
import { certificateEndpoints } from '@aula/contracts/endpoints/certificates';
import { HttpResponse } from 'msw';
import {
  CERTIFICATE_ORIGIN,
  type CertificateFixture,
  certificateFixtures,
  issuerNameOf,
  linkedInUrlOf,
  moduleTitleOf,
  pageUrlOf,
} from '../fixtures/certificates';
import { allyCodes, allyOf } from '../fixtures/world';
import { keptWithMockState } from '../state';
import { handle } from './declared';
import { notFound } from './responses';

// The certificates as the API answers them (issue 41): the learner's own list and files, and the
// verdict anyone may ask for, by id or pasted. A test or story reshapes `mockCertificates()` (none,
// one revoked); resetMockState() brings the fixtures back.

/** The mock world's certificates, a copy per world (revoking one in the console changes it). */
export const mockCertificates = keptWithMockState(() => structuredClone(certificateFixtures));

const ENVELOPED = 'data:application/vc+jwt,';

/** The compact credential in what was pasted: itself, or the file (an enveloped credential) holding it. */
function tokenIn(pasted: string): string {
  const text = pasted.trim();
  if (!text.startsWith('{')) return text;
  try {
    const id = (JSON.parse(text) as { id?: unknown }).id;
    return typeof id === 'string' && id.startsWith(ENVELOPED) ? id.slice(ENVELOPED.length) : text;
  } catch {
    return text;
  }
}

export function verificationOf(fixture: CertificateFixture): CertificateVerification {
  const certificate = {
    id: fixture.id,
    learner_name: fixture.learnerName,
    achievement_name: moduleTitleOf(fixture),
    issuer_name: issuerNameOf(fixture),
    issued_at: fixture.issuedAt,
  };
  if (!fixture.revokedAt) return { state: 'valid', certificate };
  return { state: 'revoked', certificate, revoked_at: fixture.revokedAt, revoked_reason: fixture.revokedReason ?? '' };
}

/** One of the learner's own certificates (another learner's, or another ally's, is not found). */
function ownCertificate(user: { id: number; ally_code: string }, id: string) {
  return mockCertificates().find((one) => one.id === id && one.userId === user.id && one.allyCode === user.ally_code);
}

/** A stand-in of the ally's signed revocation list (the API's is a Bitstring Status List VC-JWT). */
const STATUS_LIST = 'eyJhbGciOiJFZERTQSIsInR5cCI6InZjK2p3dCJ9.eyJ0eXBlIjoiQml0c3RyaW5nU3RhdHVzTGlzdCJ9.c2lnbmF0dXJh';

const isAlly = (code: string) => allyCodes.includes(code);
const issuerOf = (code: string) => `${CERTIFICATE_ORIGIN}/api/allies/${code}/issuer/`;

export const certificateHandlers = [
  handle(certificateEndpoints.myCertificates, ({ user }) => ({
    results: mockCertificates()
      .filter((one) => one.userId === user.id && one.allyCode === user.ally_code)
      .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt))
      .map((one) => ({
        id: one.id,
        module: { id: one.moduleId, title: moduleTitleOf(one) },
        issued_at: one.issuedAt,
        revoked_at: one.revokedAt,
        page_url: pageUrlOf(one),
        linkedin_url: linkedInUrlOf(one),
      })),
  })),

  handle(certificateEndpoints.myCredential, ({ params, user }) => {
    const own = ownCertificate(user, params.id);
    if (!own) return notFound('No such certificate of yours');
    const file = {
      '@context': [CREDENTIAL_CONTEXTS[0]],
      id: `${ENVELOPED}${own.credential}`,
      type: 'EnvelopedVerifiableCredential',
    };
    return HttpResponse.json(file, {
      headers: { 'content-disposition': `attachment; filename="certificado-${own.id}.json"` },
    });
  }),

  // A tiny but well-formed PDF, so a story can offer a real download.
  handle(certificateEndpoints.myCertificatePdf, ({ params, user }) => {
    const own = ownCertificate(user, params.id);
    if (!own) return notFound('No such certificate of yours');
    const pdf = `%PDF-1.4\n% Certificado: ${moduleTitleOf(own)}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
    return new HttpResponse(pdf, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="certificado-${own.id}.pdf"`,
      },
    });
  }),

  handle(certificateEndpoints.certificateVerification, ({ params }) => {
    const found = mockCertificates().find((one) => one.id === params.id);
    return found ? verificationOf(found) : notFound('No such certificate');
  }),

  handle(certificateEndpoints.verifyCredential, ({ body }) => {
    const token = tokenIn(body.credential);
    const found = mockCertificates().find((one) => one.credential === token);
    return found ? verificationOf(found) : { state: 'forged' as const };
  }),

  // What outside verifiers read: stand-ins of the right shape (the API signs the real ones).
  handle(certificateEndpoints.issuerProfile, ({ params }) => {
    const code = params.ally_code;
    if (!isAlly(code)) return notFound(`No ally ${code}`);
    return {
      '@context': CREDENTIAL_CONTEXTS,
      id: issuerOf(code),
      type: ['Profile'],
      name: allyOf(code).name,
      url: `${CERTIFICATE_ORIGIN}/mx/${code}`,
    };
  }),

  handle(certificateEndpoints.issuerKeys, ({ params }) => {
    const code = params.ally_code;
    if (!isAlly(code)) return notFound(`No ally ${code}`);
    return { keys: [{ kty: 'OKP', crv: 'Ed25519', x: 'bW9jay1rZXk'.padEnd(43, 'A'), kid: `${code}-1` }] };
  }),

  handle(certificateEndpoints.issuerStatusList, ({ params }) => {
    const code = params.ally_code;
    if (!isAlly(code)) return notFound(`No ally ${code}`);
    return new HttpResponse(STATUS_LIST, {
      headers: { 'content-type': 'application/vc+jwt', 'cache-control': 'no-store' },
    });
  }),
];
