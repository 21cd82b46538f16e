import { describe, expect, it } from 'vitest';
import { lessonPreview } from './lessons';

const preview = {
  id: 3,
  title: 'Conoce a tu cliente ideal',
  summary: 'Descubre quién te compra.',
  introduction: 'Vender es más fácil cuando sabes a quién le hablas.',
  cover_image_url: '/media/demo/covers/impulsa/conoce-a-tu-cliente-ideal.svg',
  module: { id: 1, title: 'Vende más y mejor' },
};

describe('lessonPreview: what anyone may see of a lesson', () => {
  it('holds the title, summary, introduction, cover and module', () => {
    expect(lessonPreview.parse(preview)).toEqual(preview);
    expect(lessonPreview.parse({ ...preview, cover_image_url: null }).cover_image_url).toBeNull();
  });

  it.each([
    ['parts', [{ id: 9, title: 'Video', kind: 'video', duration_minutes: 4, order: 1 }]],
    ['media_url', '/media/demo/clase.webm'],
    ['body_html', '<p>La lectura entera</p>'],
    ['views', 57],
    ['progress', 40],
  ])('has no room for the learner’s lesson: an answer with %s is off its contract', (field, value) => {
    expect(lessonPreview.safeParse({ ...preview, [field]: value }).success).toBe(false);
  });
});
