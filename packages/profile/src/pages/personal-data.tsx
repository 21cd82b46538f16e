export { personalDataAction as action } from '../personal/personal-action';
export { PersonalDataScreen as default } from '../personal/personal-data-screen';

export const handle = { messages: ['profile'] };
