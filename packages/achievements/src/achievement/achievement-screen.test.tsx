import { PHONE_NOT_SERVED } from '@aula/contracts/errors';
import { WEBINAR_CODES } from '@aula/mocks/fixtures/secrets';
import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACHIEVEMENT_PATH, achievementOf, earnedWith, renderScreen, type TestAlly } from '../test-screen';
import { AchievementScreen } from './achievement-screen';

const server = useMswServer();

const renderAchievement = (ally: TestAlly, id: number) =>
  renderScreen(<AchievementScreen />, ally, `/seccion/logros/${id}`, ACHIEVEMENT_PATH);

const codesOf = (webinarId: number | null) =>
  Object.entries(WEBINAR_CODES)
    .filter(([, id]) => id === webinarId)
    .map(([code]) => code);

afterEach(() => vi.restoreAllMocks());

describe('AchievementScreen', { timeout: 20_000 }, () => {
  it('locks the prize of an achievement not earned yet and points to its module', async () => {
    const { achievement } = achievementOf('crecer', (fixture) => !fixture.achievement.earned);
    renderAchievement('crecer', achievement.id);
    expect(await screen.findByRole('heading', { level: 1, name: achievement.title })).toBeInTheDocument();
    expect(screen.getByText('Termina el módulo para desbloquear este premio.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Ir al módulo «${achievement.rule.module_title}»` })).toHaveAttribute(
      'href',
      `/mx/crecer/seccion/modulos/${achievement.rule.module_id}`,
    );
  });

  it('redeems a webinar code: the format is checked first (none, then ab), then the server’s answer is shown (unknown, spent, good)', async () => {
    const fixture = achievementOf('impulsa', earnedWith('webinar'));
    const [good, spent] = codesOf(fixture.webinarId);
    mockState().redeemedCodes.push(spent ?? '');
    let answered = 0;
    server.events.on('response:mocked', ({ request }) => {
      if (request.url.includes('redeem_code')) answered += 1;
    });
    const { user } = renderAchievement('impulsa', fixture.achievement.id);
    const field = await screen.findByLabelText('Código del webinar');
    const redeem = screen.getByRole('button', { name: 'Canjear código' });

    await user.click(redeem);
    expect(await screen.findByText('Escribe tu código.')).toBeInTheDocument();

    await user.type(field, 'ab');
    await user.click(redeem);
    expect(await screen.findByText(/usa de 6 a 20 letras/)).toBeInTheDocument();
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, 'NO-EXISTE-99');
    await user.click(redeem);
    const unknown = await screen.findByText(/Ese código no es válido para este webinar/);
    const words = unknown.textContent ?? '';

    // A spent code gets the same words as an unknown one (issue 31 row 4: the answer tells nothing).
    await user.clear(field);
    await user.type(field, spent ?? '');
    await user.click(redeem);
    await waitFor(() => expect(answered).toBe(2));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(words)));

    await user.clear(field);
    await user.type(field, good ?? '');
    await user.click(redeem);
    const join = await screen.findByRole('link', { name: 'Entrar a la sesión' });
    // The confirmation stays once the form has given way to the way in (it went with the form).
    expect(screen.getByRole('status')).toHaveTextContent('¡Listo! Ya tienes tu lugar en el webinar.');
    expect(join).toHaveAttribute(
      'href',
      `/mx/impulsa/seccion/logros/${fixture.achievement.id}/webinars/${fixture.webinarId}`,
    );
  });

  it('shows the code the ally sent, fills the form with it, and gives way to the session once redeemed', async () => {
    const fixture = achievementOf('impulsa', earnedWith('webinar'));
    const [sent = ''] = codesOf(fixture.webinarId);
    const webinar = mockState().webinars.find((item) => item.id === fixture.webinarId);
    if (!webinar) throw new Error('the webinar achievement has no webinar');
    webinar.code = sent;
    const { user } = renderAchievement('impulsa', fixture.achievement.id);
    expect(await screen.findByText(sent, { selector: 'code' })).toBeInTheDocument();
    expect(screen.getByText(/^Tu código:/)).toBeInTheDocument();
    expect(screen.getByLabelText('Código del webinar')).toHaveValue(sent);
    await user.click(screen.getByRole('button', { name: 'Canjear código' }));
    expect(await screen.findByRole('link', { name: 'Entrar a la sesión' })).toBeInTheDocument();
    expect(screen.queryByText(sent, { selector: 'code' })).toBeNull();
  });

  it("shows a redeemed webinar's attendance as the server recorded it", async () => {
    const fixture = achievementOf('impulsa', earnedWith('webinar'));
    const webinar = mockState().webinars.find((item) => item.id === fixture.webinarId);
    if (!webinar) throw new Error('the webinar achievement has no webinar');
    webinar.join_url = 'https://eventos.aula.example/sala';
    webinar.attendance = { ...webinar.attendance, attended_minutes: 31, counts: true };
    renderAchievement('impulsa', fixture.achievement.id);
    expect(await screen.findByText('Asistencia registrada: 31 min en la sesión.')).toBeInTheDocument();
  });

  it('asks for the business data before a report can be made', async () => {
    const { achievement } = achievementOf('crecer', earnedWith('report'));
    renderAchievement('crecer', achievement.id);
    expect(await screen.findByText(/necesitamos el nombre, el giro y la ubicación/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Completar los datos de mi negocio' })).toHaveAttribute(
      'href',
      '/mx/crecer/seccion/perfil/negocio',
    );
  });

  it('downloads the report PDF, says it is being made, and says so plainly when it fails', async () => {
    const fixture = achievementOf('crecer', earnedWith('report'));
    fixture.reportPath = '/reports/business/?token=2.7.tabcde.c2lnbmVk';
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:reporte');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderAchievement('crecer', fixture.achievement.id);
    // A real link to the PDF, so it downloads before the app runs too; the app fetches it itself.
    const download = await screen.findByRole('link', { name: 'Descargar mi reporte' });
    expect(download).toHaveAttribute('href', '/reports/business/?token=2.7.tabcde.c2lnbmVk');
    expect(download).toHaveAttribute('download');

    await user.click(download);
    expect(await screen.findByText('Tu reporte se descargó.')).toBeInTheDocument();
    const [blob] = created.mock.calls[0] ?? [];
    expect(await (blob as Blob).text()).toMatch(/^%PDF-[\s\S]*Abarrotes Don José/);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('reporte-abarrotes-don-jose.pdf');

    server.use(http.get('*/reports/business/', () => HttpResponse.json({}, { status: 502 }), { once: true }));
    await user.click(screen.getByRole('link', { name: 'Descargar mi reporte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos generar tu reporte');
  });

  it('asks prize_access for a fresh link when the one on screen has expired (403), and downloads with it', async () => {
    const fixture = achievementOf('crecer', earnedWith('report'));
    fixture.reportPath = '/reports/business/?token=2.7.old.c2lnbmVk';
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:reporte');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const tokens: string[] = [];
    server.use(
      http.get('*/reports/business/', ({ request }) => {
        const token = new URL(request.url).searchParams.get('token') ?? '';
        tokens.push(token);
        if (token.includes('old')) return HttpResponse.json({ error: 'forbidden', message: 'x' }, { status: 403 });
        return undefined;
      }),
    );
    const { user } = renderAchievement('crecer', fixture.achievement.id);
    const button = await screen.findByRole('link', { name: 'Descargar mi reporte' });
    // Minutes later the server signs a new link.
    fixture.reportPath = '/reports/business/?token=2.7.new.c2lnbmVk';

    await user.click(button);
    await waitFor(() => expect(tokens).toHaveLength(2));
    expect(await screen.findByText('Tu reporte se descargó.')).toBeInTheDocument();
    expect(tokens).toEqual(['2.7.old.c2lnbmVk', '2.7.new.c2lnbmVk']);
    expect(screen.queryByRole('alert')).toBeNull();
    // A refused link is not a lost session: the learner stays on the prize.
    expect(screen.getByRole('link', { name: 'Descargar mi reporte' })).toBeInTheDocument();
  });

  it('takes the shipping address of a gift, checks it, confirms it once and saves it', async () => {
    const { achievement } = achievementOf('crecer', earnedWith('physical'));
    const { user } = renderAchievement('crecer', achievement.id);
    await user.click(await screen.findByRole('button', { name: 'Guardar dirección' }));
    expect(screen.getByLabelText('Nombre de quien recibe')).toHaveFocus();
    expect(screen.getAllByText('Completa este campo.').length).toBeGreaterThan(3);

    const fill = async (label: string, value: string) => user.type(screen.getByLabelText(label), value);
    await fill('Nombre de quien recibe', 'José Demo');
    await fill('Celular de contacto', '+525550000002');
    await fill('Calle', 'Avenida Ermita Iztapalapa');
    await fill('Número exterior', '45');
    await fill('Colonia', 'Iztapalapa Centro');
    await fill('Ciudad o municipio', 'Iztapalapa');
    await fill('Estado', 'Ciudad de México');
    await fill('Código postal', '090');
    await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    expect(await screen.findByText('El código postal tiene de 4 a 6 números.')).toBeInTheDocument();
    await fill('Código postal', '00');

    await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Tu dirección es correcta?' });
    expect(dialog).toHaveTextContent('Avenida Ermita Iztapalapa, 45, Iztapalapa Centro, Iztapalapa, 09000');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(/Dirección guardada|Recibimos tu dirección/)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        mockState().achievements.find((f) => f.achievement.id === achievement.id)?.achievement.user_data_submitted,
      ).toBe(true),
    );
  });

  it('shows the server’s refusal of the shipping phone (a country the site does not serve) next to it', async () => {
    server.use(
      http.post('*/api/achievements/:id/user_data/', () =>
        HttpResponse.json(
          {
            error: 'bad_request',
            message: 'Invalid input',
            fields: [{ field: 'phone_number', reason: PHONE_NOT_SERVED }],
          },
          { status: 400 },
        ),
      ),
    );
    const { achievement } = achievementOf('crecer', earnedWith('physical'));
    const { user } = renderAchievement('crecer', achievement.id);
    const fill = async (label: string, value: string) => user.type(await screen.findByLabelText(label), value);
    await fill('Nombre de quien recibe', 'José Demo');
    await fill('Celular de contacto', '+14155550100');
    await fill('Calle', 'Avenida Ermita Iztapalapa');
    await fill('Número exterior', '45');
    await fill('Colonia', 'Iztapalapa Centro');
    await fill('Ciudad o municipio', 'Iztapalapa');
    await fill('Estado', 'Ciudad de México');
    await fill('Código postal', '09000');
    await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Celular de contacto')).toHaveAccessibleDescription(
        expect.stringContaining('Ese número es de un país donde este sitio no está disponible.'),
      ),
    );
    expect(screen.getByLabelText('Celular de contacto')).toHaveFocus();
  });

  it('says it cannot find another ally’s achievement', async () => {
    const { achievement } = achievementOf('impulsa', () => true);
    renderAchievement('crecer', achievement.id);
    expect(await screen.findByRole('heading', { name: 'No encontramos este logro' })).toBeInTheDocument();
  });
});
