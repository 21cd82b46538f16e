export { AccountSettingsScreen as default } from '../settings/account-settings-screen';
export { settingsAction as action } from '../settings/settings-action';

export const handle = { messages: ['auth'] };
