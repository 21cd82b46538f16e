// The demo content the api-client tests call, named by what it is; the ids are the msw fixtures'
// (numbered as a fresh database numbers the demo world), so the tests never hard-code them.
import { achievementTitled } from '@aula/mocks/fixtures/achievements';
import { geographicAreas } from '@aula/mocks/fixtures/catalogs-places';
import { checkPartFixtures, rightAnswersOf } from '@aula/mocks/fixtures/knowledge-checks';
import { lessonTitled } from '@aula/mocks/fixtures/lessons';
import { lessonModules } from '@aula/mocks/fixtures/modules';
import { posts } from '@aula/mocks/fixtures/posts';
import { WEBINAR_CODES } from '@aula/mocks/fixtures/secrets';

function moduleTitled(title: string) {
  const found = lessonModules.find((module) => module.title === title);
  if (!found) throw new Error(`No module fixture titled ${title}`);
  return found;
}

/** Impulsa; its learner (user 1) finished it; parts: video, reading, download; first of its module. */
export const finishedLesson = lessonTitled('Conoce a tu cliente ideal').detail;
/** Impulsa; second of the same module, finished too. */
export const offerLesson = lessonTitled('Arma una oferta irresistible').detail;
/** Impulsa; last of the same module. */
export const closingLesson = lessonTitled('Cierra la venta con confianza').detail;
/** Impulsa; not begun by user 1: two parts, both open. */
export const openLesson = lessonTitled('Planea tu flujo de efectivo').detail;
/** Impulsa, offered in Colombia only. */
export const colombianLesson = lessonTitled('Tu primera factura electrónica').detail;
/** Crecer; its learner (user 2) opened the first of its two parts. */
export const halfDoneLesson = lessonTitled('Fotos que venden con tu celular').detail;
/** Crecer; the last published lesson of that module. */
export const lastCrecerLesson = lessonTitled('Promociones de temporada en redes').detail;

const [checkFixture] = checkPartFixtures;
if (!checkFixture) throw new Error('the mock world needs a check part');
/** Crecer's check part (the last part of the lesson above) and its answers, all right. */
export const checkPart = {
  ...checkFixture,
  rightAnswers: Object.entries(rightAnswersOf(checkFixture.check)).map(([id, optionIds]) => ({
    question_id: Number(id),
    option_ids: optionIds,
  })),
};

export const salesModule = moduleTitled('Vende más y mejor');
export const financesModule = moduleTitled('Finanzas claras para tu negocio');
export const inventoryModule = moduleTitled('Inventario sin sorpresas');

/** Earned by user 1; its prize is a webinar. */
export const sellerAchievement = achievementTitled('Estrella de ventas');
/** Not yet earned by user 1 (two of three lessons). */
export const financesAchievement = achievementTitled('Finanzas en orden');
/** Earned by user 2; a physical prize that needs a shipping address. */
export const scaleAchievement = achievementTitled('Inventario impecable');
export const sellerWebinarId = sellerAchievement.webinarId ?? 0;
/** A redeem code of that webinar, as the seed and the mocks hand them out. */
export const sellerWebinarCode =
  Object.keys(WEBINAR_CODES).find((code) => WEBINAR_CODES[code] === sellerWebinarId) ?? '';

/** A Mexican post and a Colombian one, by the slugs the demo blog gives them. */
export const mexicanPost = posts.find(
  (post) => post.country === 'mx' && post.slug === 'whatsapp-business-para-tu-tienda',
);
export const colombianPost = posts.find(
  (post) => post.country === 'co' && post.slug === 'factura-electronica-sin-miedo',
);

export const jalisco = geographicAreas.find((area) => area.name === 'Jalisco') ?? { id: 0 };
