// Certificates (issue 41): an Open Badges 3.0 credential a learner earns by completing a module
// its ally marked as certifying, signed with the ally's own key. Anyone may check one: by its page
// (`/{country}/{ally}/certificados/{id}`) or by pasting the credential. What the forms send is in
// ./certificate-forms: the pages that hold them load none of the schemas here.
import { z } from 'zod';

/** The JSON-LD contexts of an Open Badges 3.0 credential and of its issuer's profile. */
export const CREDENTIAL_CONTEXTS = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
];

/** What a verifier found: signed by the ally and not revoked; revoked by the ally; or not the ally's words. */
export const CERTIFICATE_STATES = ['valid', 'revoked', 'forged'] as const;

/** What a certificate says, as read from its signed credential. */
export const certificateReading = z.object({
  id: z.string(),
  learner_name: z.string(),
  achievement_name: z.string(),
  issuer_name: z.string(),
  issued_at: z.string(),
});

/** A verification's outcome: a forged credential says nothing else (its words are nobody's). */
export const certificateVerification = z.discriminatedUnion('state', [
  z.object({ state: z.literal('valid'), certificate: certificateReading }),
  z.object({
    state: z.literal('revoked'),
    certificate: certificateReading,
    revoked_at: z.string(),
    revoked_reason: z.string(),
  }),
  z.object({ state: z.literal('forged') }),
]);

/** The ally's issuer profile (Open Badges `Profile`): the `issuer.id` of its credentials answers it. */
export const issuerProfile = z.object({
  '@context': z.array(z.string()),
  id: z.string(),
  type: z.array(z.string()),
  name: z.string(),
  url: z.string(),
});

/** The ally's public keys, a JWK set (Ed25519): every key it ever signed with, newest first. */
export const issuerKeySet = z.object({
  keys: z.array(z.object({ kty: z.string(), crv: z.string(), x: z.string(), kid: z.string() }).loose()),
});

export type CertificateReading = z.infer<typeof certificateReading>;
export type CertificateVerification = z.infer<typeof certificateVerification>;
export type IssuerProfile = z.infer<typeof issuerProfile>;
export type IssuerKeySet = z.infer<typeof issuerKeySet>;

// ---- The learner's certificates -------------------------------------------------------------

/** A certificate as its learner sees it in their list. */
export const learnerCertificate = z.object({
  id: z.string(),
  module: z.object({ id: z.number().int(), title: z.string() }),
  issued_at: z.string(),
  /** Set when the ally revoked it (the page then says so to anyone). */
  revoked_at: z.string().nullable(),
  /** The public page that checks it: what the QR code, a WhatsApp message and LinkedIn point to. */
  page_url: z.string(),
  /** LinkedIn's "add to profile" address with the certification's fields filled in. */
  linkedin_url: z.string(),
});
export const learnerCertificatesResponse = z.object({ results: z.array(learnerCertificate) });

/**
 * The credential as a file (GET .../credential/): a VC Data Model 2.0 enveloped credential holding
 * the signed VC-JWT, which wallets and verifiers read; pasting it (or the bare JWT) into the
 * verification page checks it.
 */
export const envelopedCredential = z.object({
  '@context': z.array(z.string()),
  id: z.string().startsWith('data:application/vc+jwt,'),
  type: z.literal('EnvelopedVerifiableCredential'),
});

// ---- The console: revoking ------------------------------------------------------------------

/** A certificate of the ally as its admins list them (who, which module, when, revoked or not). */
export const consoleCertificate = z.object({
  id: z.string(),
  learner: z.object({ id: z.number().int(), name: z.string() }),
  module: z.object({ id: z.number().int(), title: z.string() }),
  issued_at: z.string(),
  revoked_at: z.string().nullable(),
  revoked_reason: z.string().nullable(),
  page_url: z.string(),
});
export const consoleCertificatesResponse = z.object({ results: z.array(consoleCertificate) });

export type LearnerCertificate = z.infer<typeof learnerCertificate>;
export type LearnerCertificatesResponse = z.infer<typeof learnerCertificatesResponse>;
export type EnvelopedCredential = z.infer<typeof envelopedCredential>;
export type ConsoleCertificate = z.infer<typeof consoleCertificate>;
export type ConsoleCertificatesResponse = z.infer<typeof consoleCertificatesResponse>;
