import { HttpResponse, http } from 'msw';
import { mockState } from '../state';

export const catalogHandlers = [http.get('*/api/catalogs/countries/', () => HttpResponse.json(mockState().countries))];
