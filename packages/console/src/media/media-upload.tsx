import { mediaListChanged } from '@aula/api-client/console-media';
import { MEDIA_ACCEPT, MEDIA_MAX_BYTES, type MediaKind, type MediaObject } from '@aula/contracts/media';
import { Button } from '@aula/ui-kit/button';
import { Field } from '@aula/ui-kit/field';
import { focusOutline, TOUCH_TARGET } from '@aula/ui-kit/focus-ring';
import { ProgressBar } from '@aula/ui-kit/progress-bar';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { readableSize } from './file-size';
import { MediaUsage } from './media-usage';
import type { UploadProblem } from './upload-refusal';
import { type UploadState, useTusUpload } from './use-tus-upload';

export interface MediaUploadProps {
  kind: MediaKind;
  /** Called once the server checked and stored the file: keep its `url` (and `id`). */
  onUploaded: (media: MediaObject) => void;
  /** Replaces the kind's own label ("Video", "Imagen"…) where the form says more. */
  label?: string;
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

// The browser's own file button speaks the browser's language, not the page's: it is kept (hidden,
// still focusable and labelled) and a label of ours, in the page's words, opens it.
const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

const Chooser = styled.label`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${TOUCH_TARGET};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  input:focus-visible + & {
    ${focusOutline}
  }

  input:disabled + & {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

const ChooseButton = styled.span`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
`;

const ChosenName = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Figures = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

// Always in the page, even empty: a live region must exist before the words it announces.
const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:empty {
    display: none;
  }
`;

const ACTIVE = new Set<UploadState['phase']>(['uploading', 'retrying', 'offline', 'checking', 'paused']);

/**
 * Uploads one file of a kind (video, captions, PDF, image) to the console's media, resumably:
 * a progress bar, pause and resume, retries when the connection drops, and the server's refusal
 * (wrong type, too large, captions that do not parse…) in the page's language. Screen readers
 * hear each change of state (a polite live region) and a refusal at once (an alert).
 */
export function MediaUpload({ kind, onUploaded, label }: MediaUploadProps) {
  const { t, i18n } = useTranslation('console');
  const dispatch = useDispatch();
  const statusId = useId();
  const { state, start, pause, resume, reset } = useTusUpload(kind, (media) => {
    dispatch(mediaListChanged());
    onUploaded(media);
  });
  const size = (bytes: number) => {
    const { value, unit } = readableSize(bytes, i18n.language);
    return t(unit === 'MB' ? 'media.upload.size' : 'media.upload.sizeKb', { value });
  };
  const max = size(MEDIA_MAX_BYTES[kind]);
  const percent = state.total > 0 ? Math.floor((state.sent / state.total) * 100) : 0;
  const active = ACTIVE.has(state.phase);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) void start(file);
    // The same file may be chosen again (to resume it) and still fire a change.
    event.target.value = '';
  };

  return (
    <Panel>
      <Field label={label ?? t(`media.upload.label.${kind}`)} hint={t(`media.upload.hint.${kind}`, { max })}>
        {({ inputId, describedBy }) => (
          <>
            <FileInput
              id={inputId}
              type="file"
              accept={MEDIA_ACCEPT[kind]}
              aria-describedby={[describedBy, statusId].filter(Boolean).join(' ')}
              disabled={active && state.phase !== 'paused'}
              onChange={choose}
            />
            {/* Hidden from the accessible name: the field's own label names the input. */}
            <Chooser htmlFor={inputId}>
              <ChooseButton aria-hidden="true">{t('media.upload.choose')}</ChooseButton>
              <ChosenName aria-hidden="true">{state.fileName || t('media.upload.noFile')}</ChosenName>
            </Chooser>
          </>
        )}
      </Field>
      {/* Said once a form: a part's captions sit beside its video, whose uploader says it already. */}
      {kind !== 'caption' && <MediaUsage />}
      {state.phase !== 'idle' && state.phase !== 'failed' && (
        <>
          <ProgressBar value={percent} label={t('media.upload.progressLabel', { name: state.fileName })} />
          <Figures>
            {t('media.upload.progressText', { percent, done: size(state.sent), total: size(state.total) })}
          </Figures>
        </>
      )}
      <Status id={statusId} role="status" aria-live="polite">
        {statusText(state, percent, t)}
      </Status>
      <Problem role="alert">{state.problem ? problemText(state.problem, kind, max, t) : ''}</Problem>
      <Row>
        {(state.phase === 'uploading' || state.phase === 'retrying') && (
          <Button variant="secondary" onClick={pause}>
            {t('media.upload.pause')}
          </Button>
        )}
        {state.phase === 'paused' && <Button onClick={resume}>{t('media.upload.resume')}</Button>}
        {(state.phase === 'done' || state.phase === 'failed') && (
          <Button variant="ghost" onClick={reset}>
            {t('media.upload.another')}
          </Button>
        )}
      </Row>
    </Panel>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function statusText(state: UploadState, percent: number, t: Translate): string {
  const name = state.fileName;
  switch (state.phase) {
    case 'uploading':
      return state.resumed
        ? t('media.upload.status.resumed', { name, percent })
        : t('media.upload.status.uploading', { name });
    case 'paused':
    case 'retrying':
    case 'offline':
    case 'checking':
      return t(`media.upload.status.${state.phase}`);
    case 'done':
      return t('media.upload.status.done', { name });
    default:
      return '';
  }
}

function problemText(problem: UploadProblem, kind: MediaKind, max: string, t: Translate): string {
  switch (problem.code) {
    case 'wrong_type':
      return t('media.upload.errors.wrong_type', { expected: t(`media.upload.expected.${kind}`) });
    case 'too_large':
      return t('media.upload.errors.too_large', { max });
    case 'invalid_captions':
      return problem.line
        ? t('media.upload.errors.invalid_captions_line', { line: problem.line })
        : t('media.upload.errors.invalid_captions');
    case 'invalid_image':
    case 'unreadable_video':
    case 'forbidden':
    case 'quota_exceeded':
    case 'too_many_uploads':
      return t(`media.upload.errors.${problem.code}`);
    default:
      return t('media.upload.errors.upload_failed');
  }
}
