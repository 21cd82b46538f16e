export { CountrySelectPage as default } from '../../src/routes/country-select/country-select-page';
