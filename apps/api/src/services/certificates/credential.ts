// The certificate as an Open Badges 3.0 credential (1EdTech OB 3.0, on the W3C Verifiable Credentials
// Data Model 2.0): the ally as issuer, the learner named as on their profile, the module as the
// achievement, and the credential's bit in the ally's revocation list.

import { CREDENTIAL_CONTEXTS } from '@aula/contracts/certificates';

export interface CertificateFacts {
  /** Where anyone checks it (the ally's verification page): the credential's id. */
  pageUrl: string;
  issuer: { id: string; name: string; url: string; imageUrl?: string };
  learnerName: string;
  achievement: { id: string; name: string; description: string; criteria: string };
  issuedAt: Date;
  status: { listUrl: string; index: number };
}

export type OpenBadgeCredential = ReturnType<typeof openBadgeCredential>;

export function openBadgeCredential(facts: CertificateFacts) {
  const { issuer, achievement, status } = facts;
  return {
    '@context': CREDENTIAL_CONTEXTS,
    id: facts.pageUrl,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: achievement.name,
    issuer: {
      id: issuer.id,
      type: ['Profile'],
      name: issuer.name,
      url: issuer.url,
      ...(issuer.imageUrl ? { image: { id: issuer.imageUrl, type: 'Image' } } : {}),
    },
    validFrom: facts.issuedAt.toISOString(),
    credentialSubject: {
      type: ['AchievementSubject'],
      // A learner has no identifier of their own on the web: they are named, not hashed, so a
      // loan officer reading the certificate sees whose it is.
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: facts.learnerName }],
      achievement: {
        id: achievement.id,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: achievement.name,
        description: achievement.description,
        criteria: { narrative: achievement.criteria },
      },
    },
    credentialStatus: {
      id: `${status.listUrl}#${status.index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(status.index),
      statusListCredential: status.listUrl,
    },
  };
}
