import { expect, test } from '@playwright/test';
import { signIn } from './profile-helpers';

test('a learner answers the survey, leaves half-way, resumes, sees the level and opens the module it recommends', async ({
  page,
}) => {
  await signIn(page, 'impulsa', '/mx/impulsa/seccion/perfil/encuesta');
  await expect(page.getByText('Pregunta 1 de 6')).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Elige una respuesta para seguir.')).toBeVisible();

  for (const answer of ['Siempre', 'Casi siempre', 'A veces']) {
    await page.getByRole('radio', { name: answer, exact: true }).check();
    await page.getByRole('button', { name: 'Siguiente' }).click();
  }
  await expect(page.getByText('Pregunta 4 de 6')).toBeVisible();

  await page.goto('/mx/impulsa/seccion');
  await page.goto('/mx/impulsa/seccion/perfil/encuesta');
  await expect(page.getByText('Seguimos donde te quedaste.')).toBeVisible();
  await expect(page.getByText('Pregunta 4 de 6')).toBeVisible();

  for (const answer of ['Casi siempre', 'Siempre', 'Siempre']) {
    await page.getByRole('radio', { name: answer, exact: true }).check();
    await page.getByRole('button', { name: /Siguiente|Ver mi resultado/ }).click();
  }
  await expect(page.getByRole('heading', { name: /Tu negocio está en la etapa:/ })).toBeVisible();
  await expect(page.getByText(/Tu puntaje: 4,3 de 5|Tu puntaje: 4.3 de 5/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Las etapas' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: /Tu negocio está en la etapa:/ })).toBeVisible();

  // "A veces" on costs and "Casi siempre" on keeping money apart: the ally's finance module is
  // offered for both, and its link opens it.
  const next = page.getByRole('region', { name: 'Qué aprender ahora' });
  await expect(next.getByText('Te ayuda a conocer tus costos y separar el dinero del negocio.')).toBeVisible();
  await next.getByRole('link', { name: 'Finanzas claras para tu negocio' }).click();
  await expect(page).toHaveURL(/\/mx\/impulsa\/seccion\/modulos\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Finanzas claras para tu negocio' })).toBeVisible();
});
