// The share networks a brand may list: the contracts' list (the console's brand is held to it too).
export { SHARE_NETWORKS, type ShareNetwork } from '@aula/contracts/share-networks';
