export { businessDataAction as action } from '../business/business-action';
export { BusinessDataScreen as default } from '../business/business-data-screen';

export const handle = { messages: ['profile'] };
