import { logoSizeReason } from '@aula/brand/check-data';
import { svgSize } from '@aula/brand/svg-size';
import { Field } from '@aula/ui-kit/field';
import { TOUCH_TARGET } from '@aula/ui-kit/focus-ring';
import { type ChangeEvent, type Dispatch, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LogoProblem, StudioAction } from './studio-state';

/**
 * The file input stays in the page (keyboard, screen readers) but out of sight: the browser draws
 * its button in the browser's own language, so the studio draws one in the team's.
 */
const File = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;

const PickButton = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: ${TOUCH_TARGET};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  cursor: pointer;

  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Chosen = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;
`;

function readAs(file: File, how: 'text' | 'dataUrl'): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    if (how === 'text') reader.readAsText(file);
    else reader.readAsDataURL(file);
  });
}

function imageSize(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = reject;
    image.src = url;
  });
}

/** The size a picked file declares (SVG: its root element; PNG: its pixels), or why there is none. */
async function sizeOf(file: File, url: string): Promise<{ width: number; height: number } | undefined> {
  if (file.type !== 'image/svg+xml') return imageSize(url);
  const size = svgSize(await readAs(file, 'text'));
  return 'error' in size ? undefined : size;
}

/** The ally's logo, shown at once in the previews; a size other than the spec's is said, not refused. */
export function LogoPicker({ problem, dispatch }: { problem?: LogoProblem; dispatch: Dispatch<StudioAction> }) {
  const { t } = useTranslation('studio');
  const [chosen, setChosen] = useState<string>();
  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setChosen(file.name);
    try {
      const url = await readAs(file, 'dataUrl');
      const size = await sizeOf(file, url);
      if (!size) return dispatch({ type: 'logo', url, problem: { kind: 'unreadable' } });
      dispatch({ type: 'logo', url, problem: logoSizeReason(size) ? { kind: 'size', ...size } : undefined });
    } catch {
      dispatch({ type: 'logo', problem: { kind: 'unreadable' } });
    }
  }
  const message =
    problem?.kind === 'size'
      ? t('logoWrongSize', { width: problem.width, height: problem.height })
      : problem
        ? t('logoUnreadable')
        : '';
  // The label, hint and polite error of every field; the problem marks the input invalid.
  return (
    <Field label={t('logo')} hint={t('logoHint')} error={message || undefined}>
      {({ inputId, describedBy, invalid }) => (
        <Chosen>
          <File
            id={inputId}
            type="file"
            accept="image/svg+xml,image/png"
            onChange={pick}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
          <PickButton htmlFor={inputId} aria-hidden="true">
            {t('logoPick')}
          </PickButton>
          <span>{chosen ?? t('logoNone')}</span>
        </Chosen>
      )}
    </Field>
  );
}
