export { toCountryChoice as clientLoader, toCountryChoice as loader } from '../../src/routes/not-found';
