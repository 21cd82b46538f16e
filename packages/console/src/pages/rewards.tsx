export { RewardsScreen as default } from '../rewards/rewards-screen';

export const handle = { messages: ['console'] };
