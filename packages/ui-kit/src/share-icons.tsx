import type { ReactNode } from 'react';
import type { ShareNetwork } from './share-links';

// Small hand-drawn marks (a few hundred bytes in all) rather than the networks' full logos: the
// bar is seen on slow phones, and every button also carries its name in words.
function Icon({ name, children }: { name: string; children: ReactNode }) {
  return (
    <svg
      data-icon={name}
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

function Monogram({ letters }: { letters: string }) {
  return (
    <Icon name={letters}>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <text
        x="12"
        y="16"
        textAnchor="middle"
        fontSize={letters.length > 1 ? 8 : 12}
        fontWeight="700"
        fill="currentColor"
        stroke="none"
        fontFamily="system-ui, sans-serif"
      >
        {letters}
      </text>
    </Icon>
  );
}

const monograms: Partial<Record<ShareNetwork, string>> = {
  facebook: 'f',
  twitter: 'X',
  linkedin: 'in',
  pinterest: 'P',
  reddit: 'r',
  tumblr: 't',
  mix: 'M',
  vk: 'VK',
  telegram: 'T',
  messenger: 'm',
  whatsapp: 'W',
  xing: 'X',
  line: 'LN',
};

export function CheckIcon() {
  return (
    <Icon name="check">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Icon>
  );
}

export function NetworkIcon({ network }: { network: ShareNetwork }) {
  switch (network) {
    case 'email':
      return (
        <Icon name="email">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="M3 7l9 6 9-6" />
        </Icon>
      );
    case 'sms':
      return (
        <Icon name="sms">
          <path d="M4 5h16v11H9l-5 4z" />
        </Icon>
      );
    case 'print':
      return (
        <Icon name="print">
          <path d="M7 9V3h10v6M7 17H4v-8h16v8h-3M7 14h10v7H7z" />
        </Icon>
      );
    case 'copy':
      return (
        <Icon name="copy">
          <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
        </Icon>
      );
    default:
      return <Monogram letters={monograms[network] ?? '?'} />;
  }
}
