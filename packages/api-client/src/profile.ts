import type {
  BusinessData,
  BusinessDataPatch,
  BusinessSurveyRequest,
  BusinessSurveyResponse,
  PersonalData,
  PersonalDataPatch,
} from '@aula/contracts/profile';
import { api } from './api';

export const profileApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getPersonalData: builder.query<PersonalData, void>({
      query: () => '/api/personal_data/',
      providesTags: ['PersonalData'],
    }),
    updatePersonalData: builder.mutation<PersonalData, PersonalDataPatch>({
      query: (patch) => ({ url: '/api/personal_data/', method: 'PATCH', body: patch }),
      invalidatesTags: ['PersonalData'],
    }),
    getBusinessData: builder.query<BusinessData, void>({
      query: () => '/api/business_data/',
      providesTags: ['BusinessData'],
    }),
    updateBusinessData: builder.mutation<BusinessData, BusinessDataPatch>({
      query: (patch) => ({ url: '/api/business_data/', method: 'PATCH', body: patch }),
      invalidatesTags: ['BusinessData'],
    }),
    submitBusinessSurvey: builder.mutation<BusinessSurveyResponse, BusinessSurveyRequest>({
      query: (survey) => ({ url: '/api/business-survey/', method: 'POST', body: survey }),
    }),
  }),
});

export const {
  useGetPersonalDataQuery,
  useUpdatePersonalDataMutation,
  useGetBusinessDataQuery,
  useUpdateBusinessDataMutation,
  useSubmitBusinessSurveyMutation,
} = profileApi;
