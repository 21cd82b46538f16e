import type { profileEndpoints } from '@aula/contracts/endpoints/profile';
import { api } from './api';
import { type AnswerOf, type RequestBodyOf, requestOf, routesOf } from './request-of';

const profileRoutes = routesOf<typeof profileEndpoints>()({
  personalData: { method: 'GET', path: '/api/personal_data/' },
  updatePersonalData: { method: 'PATCH', path: '/api/personal_data/' },
  businessData: { method: 'GET', path: '/api/business_data/' },
  updateBusinessData: { method: 'PATCH', path: '/api/business_data/' },
  businessSurvey: { method: 'POST', path: '/api/business-survey/' },
});

export const profileApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getPersonalData: builder.query<AnswerOf<typeof profileRoutes.personalData>, void>({
      query: () => requestOf(profileRoutes.personalData),
      providesTags: ['PersonalData'],
    }),
    updatePersonalData: builder.mutation<
      AnswerOf<typeof profileRoutes.updatePersonalData>,
      RequestBodyOf<typeof profileRoutes.updatePersonalData>
    >({
      query: (patch) => requestOf(profileRoutes.updatePersonalData, { body: patch }),
      invalidatesTags: ['PersonalData'],
    }),
    getBusinessData: builder.query<AnswerOf<typeof profileRoutes.businessData>, void>({
      query: () => requestOf(profileRoutes.businessData),
      providesTags: ['BusinessData'],
    }),
    updateBusinessData: builder.mutation<
      AnswerOf<typeof profileRoutes.updateBusinessData>,
      RequestBodyOf<typeof profileRoutes.updateBusinessData>
    >({
      query: (patch) => requestOf(profileRoutes.updateBusinessData, { body: patch }),
      invalidatesTags: ['BusinessData'],
    }),
    submitBusinessSurvey: builder.mutation<
      AnswerOf<typeof profileRoutes.businessSurvey>,
      RequestBodyOf<typeof profileRoutes.businessSurvey>
    >({
      query: (survey) => requestOf(profileRoutes.businessSurvey, { body: survey }),
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
