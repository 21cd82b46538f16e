import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './avatar';
import { renderUi } from './test/render';

describe('Avatar', () => {
  it("shows the photo, described by the person's name", () => {
    renderUi(<Avatar name="María López" src="/maria.jpg" />);
    expect(screen.getByRole('img', { name: 'Foto de María López' })).toHaveAttribute('src', '/maria.jpg');
  });

  it('falls back to the initials without a photo', () => {
    renderUi(<Avatar name="María Fernanda López" />);
    expect(screen.getByRole('img', { name: 'María Fernanda López' })).toHaveTextContent('ML');
  });

  it('falls back to the initials when the photo fails to load', () => {
    renderUi(<Avatar name="José" src="/missing.jpg" />);
    fireEvent.error(screen.getByRole('img', { name: 'Foto de José' }));
    expect(screen.getByRole('img', { name: 'José' })).toHaveTextContent('J');
  });

  it('stays silent when decorative', () => {
    renderUi(<Avatar name="Ana Ruiz" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('AR')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes initials from the first and last words', () => {
    expect(initialsOf('  ana  ')).toBe('A');
    expect(initialsOf('ana maría ruiz')).toBe('AR');
    expect(initialsOf('')).toBe('');
  });

  it('takes letters, never half an emoji (bad input: names that start or end with one)', () => {
    expect(initialsOf('🌮 Tacos Doña Ana')).toBe('TA');
    expect(initialsOf('Ana 👩🏽‍🍳')).toBe('A');
    expect(initialsOf('😀')).toBe('');
    expect(initialsOf('ñandú 2x1')).toBe('Ñ2');
  });
});
