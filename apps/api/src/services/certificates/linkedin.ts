// LinkedIn's "add to profile" address for a certification, its fields filled in, so the learner only
// confirms: what LinkedIn documents for certificate providers (startTask=CERTIFICATION_NAME).

export interface LinkedInCertification {
  name: string;
  organizationName: string;
  issuedAt: Date;
  certUrl: string;
  certId: string;
}

export function linkedInAddToProfileUrl(certification: LinkedInCertification): string {
  const url = new URL('https://www.linkedin.com/profile/add');
  url.search = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certification.name,
    organizationName: certification.organizationName,
    issueYear: String(certification.issuedAt.getUTCFullYear()),
    issueMonth: String(certification.issuedAt.getUTCMonth() + 1),
    certUrl: certification.certUrl,
    certId: certification.certId,
  }).toString();
  return url.toString();
}
