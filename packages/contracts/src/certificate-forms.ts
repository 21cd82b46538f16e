// What a certificate's forms send: a pasted credential (the verification page) and a revocation's
// reason (the console). Apart from ./certificates so the pages with these forms load only these
// schemas, not the answers' (zod's less common kinds would follow into every page's shared chunk).
import { z } from 'zod';

/** POST /api/certificates/verify/ : a credential as a learner downloaded it (the file's JSON, or its compact VC-JWT). */
export const verifyCredentialRequest = z
  .object({
    credential: z
      .string({ error: 'must be text' })
      .trim()
      .min(1, 'is required')
      .max(20_000, 'must be at most 20000 characters'),
  })
  .strict();

/** POST /api/console/certificates/{id}/revoke/ : why (shown on the verification page to anyone). */
export const revokeCertificateRequest = z
  .object({
    reason: z
      .string({ error: 'must be text' })
      .trim()
      .min(3, 'must say why, in a few words')
      .max(300, 'must be at most 300 characters'),
  })
  .strict();

export type VerifyCredentialRequest = z.infer<typeof verifyCredentialRequest>;
export type RevokeCertificateRequest = z.infer<typeof revokeCertificateRequest>;
