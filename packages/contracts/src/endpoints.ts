// Every call of spec section 7 as data: the API's route test, the client's table-driven test and
// the OpenAPI document all walk this one list, so a documented path cannot go missing silently.
// `{c}` and `{country}` stand for a country code, `{id}`, `{code}` and `{slug}` for their values.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** Who may call: anyone, a signed-in learner (token), or staff. */
export type Access = 'public' | 'learner' | 'staff';

export interface DocumentedCall {
  method: HttpMethod;
  path: string;
  access: Access;
  domain: 'account' | 'blog' | 'catalogs' | 'lessons' | 'modules' | 'achievements' | 'profile' | 'reports' | 'pages';
}

const call = (method: HttpMethod, path: string, access: Access, domain: DocumentedCall['domain']): DocumentedCall => ({
  method,
  path,
  access,
  domain,
});

export const documentedCalls: DocumentedCall[] = [
  // Authentication and account
  call('POST', '/api/{c}/register/', 'public', 'account'),
  call('POST', '/api/{c}/simple_register/', 'public', 'account'),
  call('POST', '/api/{c}/fb_register/', 'public', 'account'),
  call('POST', '/api/{c}/login/', 'public', 'account'),
  call('POST', '/api/mx/login/', 'public', 'account'),
  call('POST', '/api/wa_verification_code/', 'public', 'account'),
  call('POST', '/api/wa_validation/', 'public', 'account'),
  call('PUT', '/api/mx/reset_login_pin/', 'public', 'account'),
  call('POST', '/api/check_password/', 'learner', 'account'),
  call('POST', '/api/send-reset-password/', 'public', 'account'),
  call('GET', '/api/verify-phone-number', 'public', 'account'),
  call('POST', '/api/send-phone-token/', 'public', 'account'),
  call('PUT', '/api/update_password/', 'learner', 'account'),
  call('PATCH', '/api/set-new-password/', 'public', 'account'),
  call('GET', '/api/verification-token/', 'public', 'account'),
  // Blog and catalogues
  call('GET', '/api/{country}/posts/', 'public', 'blog'),
  call('GET', '/api/{country}/posts/slug/{slug}/', 'public', 'blog'),
  call('GET', '/api/catalogs/countries/', 'public', 'catalogs'),
  call('GET', '/api/catalogs/countries-all/', 'public', 'catalogs'),
  call('GET', '/api/city-by-geographic-area/{id}/', 'public', 'catalogs'),
  call('GET', '/api/level_maturity', 'public', 'catalogs'),
  call('GET', '/api/catalogs/reviews/', 'public', 'catalogs'),
  call('GET', '/admin/catalogs/business_types/', 'public', 'catalogs'),
  call('GET', '/admin/catalogs/employee_numbers/', 'public', 'catalogs'),
  call('GET', '/admin/catalogs/business_improvements/', 'public', 'catalogs'),
  call('GET', '/admin/catalogs/education_levels/', 'public', 'catalogs'),
  call('GET', '/api/catalogs/weekly_incomes/', 'public', 'catalogs'),
  call('GET', '/api/catalogs/geographic_areas/', 'public', 'catalogs'),
  call('GET', '/api/catalogs/geographic-area-by-country/{id}/', 'public', 'catalogs'),
  call('GET', '/api/catalogs/postal_codes/', 'public', 'catalogs'),
  call('GET', '/api/teacher/', 'public', 'catalogs'),
  call('GET', '/api/campus/', 'public', 'catalogs'),
  call('GET', '/api/group/', 'public', 'catalogs'),
  call('GET', '/api/subject/', 'public', 'catalogs'),
  call('GET', '/api/type_ally/', 'public', 'catalogs'),
  call('GET', '/api/mx/homepages/', 'public', 'pages'),
  call('GET', '/api/landing_pages/{code}/', 'public', 'pages'),
  call('GET', '/api/catalogs/ally_customers/', 'public', 'catalogs'),
  // Lessons
  call('GET', '/api/lessons/recommendations/', 'learner', 'lessons'),
  call('GET', '/api/lessons/following/', 'learner', 'lessons'),
  call('GET', '/api/lessons/{id}/', 'learner', 'lessons'),
  call('GET', '/api/lessons/{id}/parts/', 'learner', 'lessons'),
  call('GET', '/api/parts/{id}/', 'learner', 'lessons'),
  call('POST', '/api/parts/{id}/progress/', 'learner', 'lessons'),
  call('GET', '/api/introductions/{id}/', 'learner', 'lessons'),
  call('GET', '/api/explore_introductions/{id}/', 'learner', 'lessons'),
  call('GET', '/api/favorites/', 'learner', 'lessons'),
  call('GET', '/api/lessons/{id}/next_lessons/', 'learner', 'lessons'),
  call('GET', '/api/lessons/{id}/has_next_lesson/', 'learner', 'lessons'),
  call('GET', '/api/new_lessons/', 'public', 'lessons'),
  call('GET', '/api/most_viewed_lessons/', 'public', 'lessons'),
  call('GET', '/api/lesson_modules/{id}/lessons/', 'learner', 'modules'),
  call('POST', '/api/lessons/{id}/set_favorite/', 'learner', 'lessons'),
  call('POST', '/api/lessons/{id}/set_rating/', 'learner', 'lessons'),
  // Lesson modules
  call('GET', '/admin/lesson_modules/', 'staff', 'modules'),
  call('GET', '/api/lesson_modules/', 'learner', 'modules'),
  call('GET', '/admin/lesson_modules/{id}/lessons/', 'staff', 'modules'),
  call('GET', '/api/lesson_modules/{id}/', 'learner', 'modules'),
  // Achievements
  call('GET', '/api/achievements/', 'learner', 'achievements'),
  call('GET', '/api/achievements/{id}/', 'learner', 'achievements'),
  call('GET', '/api/achievements/{id}/prize_access/', 'learner', 'achievements'),
  call('GET', '/api/lesson_modules/{id}/ally_business_types/', 'learner', 'achievements'),
  call('POST', '/api/achievements/{id}/user_data/', 'learner', 'achievements'),
  call('POST', '/api/webinars/{id}/redeem_code/', 'learner', 'achievements'),
  call('GET', '/api/webinars/{id}/attendance/', 'learner', 'achievements'),
  call('POST', '/api/webinars/{id}/attendance/', 'learner', 'achievements'),
  call('GET', '/reports/business/', 'public', 'reports'),
  // Profile
  call('GET', '/api/personal_data/', 'learner', 'profile'),
  call('PATCH', '/api/personal_data/', 'learner', 'profile'),
  call('GET', '/api/business_data/', 'learner', 'profile'),
  call('PATCH', '/api/business_data/', 'learner', 'profile'),
  call('POST', '/api/business-survey/', 'learner', 'profile'),
];
