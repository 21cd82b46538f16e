import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckIcon, NetworkIcon } from './share-icons';
import { NETWORK_NAMES, SHARE_NETWORKS } from './share-links';

/** Every network's mark beside its name, as the share bar pairs them; then the "copied" check. */
function AllMarks() {
  return (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: '8px' }}>
      {SHARE_NETWORKS.map((network) => (
        <li key={network} style={{ display: 'flex', alignItems: 'center', gap: '8px' }}>
          <NetworkIcon network={network} />
          {network in NETWORK_NAMES ? NETWORK_NAMES[network as keyof typeof NETWORK_NAMES] : network}
        </li>
      ))}
      <li style={{ display: 'flex', alignItems: 'center', gap: '8px' }}>
        <CheckIcon />
        copiado
      </li>
    </ul>
  );
}

const meta = { component: AllMarks } satisfies Meta<typeof AllMarks>;

export default meta;
export const EveryNetwork: StoryObj<typeof meta> = {};
