import { Button } from '@aula/ui-kit/button';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Text = styled.p`
  margin: 0;
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface ConflictNoticeProps {
  /** Shows the saved item (the other editor's work) in the form, dropping this editor's changes. */
  onReload: () => void;
  /** Keeps this editor's changes and takes the saved version number, so the next save knowingly overwrites. */
  onKeepMine: () => void;
  /** Who saved it, when the screen knows (from the item's history). */
  savedBy?: string;
}

/**
 * Told to the second of two editors: their save was refused (409 `edit_conflict`) so the first one's
 * work is not lost, and the choice is theirs. It takes the focus when it appears, so a screen
 * reader reads it at once; nothing is overwritten until they choose.
 */
export function ConflictNotice({ onReload, onKeepMine, savedBy }: ConflictNoticeProps) {
  const { t } = useTranslation('console', { keyPrefix: 'shell.conflict' });
  const heading = useId();
  const box = useRef<HTMLElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <Box ref={box} role="alert" aria-labelledby={heading} tabIndex={-1}>
      <Title id={heading}>{t('title')}</Title>
      <Text>{t('text')}</Text>
      {savedBy && <Text>{t('savedBy', { name: savedBy })}</Text>}
      <Choices>
        <Button type="button" variant="secondary" onClick={onReload}>
          {t('reload')}
        </Button>
        <Button type="button" variant="ghost" onClick={onKeepMine}>
          {t('keepMine')}
        </Button>
      </Choices>
    </Box>
  );
}
