import type { LessonModule } from '@aula/contracts/modules';
import { describe, expect, it } from 'vitest';
import { modulesForAnswers } from './survey-topics';

const moduleOf = (id: number, title: string, description: string): LessonModule => ({
  id,
  title,
  description,
  cover_image_url: null,
  ally_code: 'crecer',
  country: 'mx',
  order: id,
  lesson_count: 3,
  progress: 0,
});

const inventory = moduleOf(1, 'Inventario sin sorpresas', 'Ten siempre lo que tus clientes buscan.');
const marketing = moduleOf(2, 'Marketing digital para tu tienda', 'Usa WhatsApp y redes sociales para vender más.');
const finance = moduleOf(3, 'Finanzas claras', 'Separa tu dinero del negocio y calcula tus costos.');

describe('modulesForAnswers', () => {
  it('offers the modules that teach what was answered below "always", weakest answer first', () => {
    const matches = modulesForAnswers({ vende_en_linea: 3, controla_inventario: 1, conoce_costos: 5 }, [
      inventory,
      marketing,
      finance,
    ]);
    expect(matches.map((match) => [match.module.title, match.questions])).toEqual([
      ['Inventario sin sorpresas', ['controla_inventario']],
      ['Marketing digital para tu tienda', ['vende_en_linea']],
    ]);
  });

  it('gathers the questions one module answers, and reads words without their accents (almacén)', () => {
    const store = moduleOf(4, 'Tu almacén en orden', 'Cuenta tu inventario y tus costos.');
    const [match] = modulesForAnswers({ conoce_costos: 2, controla_inventario: 4 }, [store]);
    expect(match?.questions).toEqual(['conoce_costos', 'controla_inventario']);
  });

  it('offers nothing when every answer is "always", or when no module teaches the weak ones', () => {
    expect(modulesForAnswers({ registra_ventas: 5, vende_en_linea: 5 }, [inventory, marketing])).toEqual([]);
    expect(modulesForAnswers({ planea_metas: 1 }, [inventory, marketing])).toEqual([]);
  });
});
