import { type BrandProblem, formatProblem } from '@aula/brand/check-data';
import { Button } from '@aula/ui-kit/button';
import { TOUCH_TARGET } from '@aula/ui-kit/focus-ring';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Group } from './studio-controls';

const Code = styled.pre`
  max-height: 16rem;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: ${({ theme }) => theme.space.sm};
  overflow: auto;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Problems = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

const Summary = styled.summary`
  min-height: ${TOUCH_TARGET};
  display: flex;
  align-items: center;
  cursor: pointer;
`;

function download(file: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: file });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * theme.json and brand.json as the ally's folder takes them, with what brand:check would still
 * refuse in them (the same checker, its own words, as the terminal prints them).
 */
export function ExportFiles({
  allyCode,
  files,
  problems,
}: {
  allyCode: string;
  files: ReadonlyArray<readonly [string, string]>;
  problems: readonly BrandProblem[];
}) {
  const { t } = useTranslation('studio');
  return (
    <Group>
      <legend>{t('export')}</legend>
      <p>{t('exportHint', { code: allyCode })}</p>
      <div aria-live="polite">
        {problems.length > 0 && (
          <>
            <p>{t('checkProblems', { count: problems.length })}</p>
            <Problems>
              {problems.map((problem) => (
                <li key={`${problem.file}-${problem.field}-${problem.reason}`}>
                  <code>{formatProblem(problem)}</code>
                </li>
              ))}
            </Problems>
          </>
        )}
      </div>
      <Actions>
        {files.map(([file, text]) => (
          <Button key={file} type="button" variant="secondary" onClick={() => download(file, text)}>
            {t('download', { file })}
          </Button>
        ))}
      </Actions>
      {files.map(([file, text]) => (
        <details key={file}>
          <Summary>{t('show', { file })}</Summary>
          <Code data-file={file}>{text}</Code>
        </details>
      ))}
    </Group>
  );
}
