import { type MouseEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { focusRing, TOUCH_TARGET } from './focus-ring';
import { RowList } from './row-list';
import { CheckIcon, NetworkIcon } from './share-icons';
import {
  buildShareLink,
  isHttpUrl,
  isShareNetwork,
  MOBILE_ONLY,
  NETWORK_NAMES,
  opensInPopup,
  SHARE_NETWORKS,
  type ShareNetwork,
  type ShareParams,
} from './share-links';
import { openSharePopup, type SharePopup } from './share-popup';
import { VisuallyHidden } from './visually-hidden';

export const COPY_CONFIRMATION_MS = 2000;

/** The default platform check: phones and tablets can hand a link to Messenger or SMS. */
export function isMobileDevice(nav: Navigator = navigator): boolean {
  const hinted = (nav as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData?.mobile;
  return hinted ?? /Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent);
}

const noSubscription = () => () => {};
const desktopFirst = () => false;

export interface ShareButtonsProps extends Partial<ShareParams> {
  /** Which buttons, in order (a brand's `shareNetworks`); all 17 by default. */
  networks?: readonly ShareNetwork[];
  /** Called when a share popup the visitor opened is closed again. */
  onPopupClose?: () => void;
  /** Injectable platform check (tests, Storybook); decides whether sms and messenger show. */
  isMobile?: () => boolean;
  /** Show each button's name beside its icon (icons only by default). */
  showLabels?: boolean;
}

const itemStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: ${TOUCH_TARGET};
  min-height: ${TOUCH_TARGET};
  padding: ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  ${focusRing}

  &[aria-disabled='true'] {
    cursor: default;
    border-color: ${({ theme }) => theme.colors.success};
  }
`;

const ItemLink = styled.a`${itemStyles}`;
const ItemButton = styled.button`${itemStyles}`;

function Label({ text, visible }: { text: string; visible: boolean }) {
  return visible ? <span>{text}</span> : <VisuallyHidden>{text}</VisuallyHidden>;
}

export function ShareButtons({
  networks = SHARE_NETWORKS,
  url,
  onPopupClose,
  isMobile = isMobileDevice,
  showLabels = false,
  ...params
}: ShareButtonsProps) {
  const { t } = useTranslation('ui');
  const [copied, setCopied] = useState(false);
  const copyTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const popups = useRef(new Set<SharePopup>());

  // Desktop first on the server and while the browser adopts its HTML (the two must match); a
  // phone then adds its own buttons.
  const mobile = useSyncExternalStore(noSubscription, isMobile, desktopFirst);
  const unknown = networks.filter((name) => !isShareNetwork(name));
  const incompatible = networks.filter((name) => MOBILE_ONLY.has(name) && !mobile);
  const shown = networks.filter((name) => isShareNetwork(name) && !incompatible.includes(name));
  const invalidUrl = url !== undefined && !isHttpUrl(url);
  const shareUrl = url !== undefined && !invalidUrl ? url : window.location.href;
  const shareParams: ShareParams = { ...params, url: shareUrl };

  // Logged once per distinct set of problems, not on every render.
  const problemsKey = `${unknown.join()}|${incompatible.join()}|${invalidUrl ? url : ''}`;
  useEffect(() => {
    for (const name of unknown) console.error(`ShareButtons: unknown share button "${name}"`);
    for (const name of incompatible)
      console.warn(`ShareButtons: the "${name}" button is not compatible with this platform`);
    if (invalidUrl) console.warn(`ShareButtons: "${url}" is not an http(s) link; sharing ${shareUrl} instead`);
  }, [problemsKey]);

  useEffect(() => {
    const open = popups.current;
    return () => {
      clearTimeout(copyTimer.current);
      for (const popup of open) popup.stop();
    };
  }, []);

  const copy = async () => {
    if (copied) return;
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(shareUrl);
    } catch {
      console.error('Copy link failed!');
      return;
    }
    setCopied(true);
    copyTimer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  };

  const openPopup = (event: MouseEvent<HTMLAnchorElement>) => {
    const popup = openSharePopup(event.currentTarget.href, () => {
      popups.current.delete(popup as SharePopup);
      onPopupClose?.();
    });
    // A blocked popup falls back to the link's own new tab.
    if (!popup) return;
    event.preventDefault();
    popups.current.add(popup);
  };

  const label = (network: ShareNetwork) => {
    if (network === 'email' || network === 'sms' || network === 'print' || network === 'copy') {
      return t(`share.${network}`);
    }
    return t('share.on', { network: NETWORK_NAMES[network] });
  };

  return (
    <>
      <RowList $gap="sm" aria-label={t('share.groupLabel')}>
        {shown.map((network) => (
          <li key={network}>
            {network === 'copy' ? (
              // aria-disabled, not disabled: a disabled button would throw the keyboard focus away.
              <ItemButton type="button" aria-disabled={copied || undefined} onClick={copy}>
                {copied ? <CheckIcon /> : <NetworkIcon network="copy" />}
                <Label text={copied ? t('share.copied') : label('copy')} visible={showLabels} />
              </ItemButton>
            ) : network === 'print' ? (
              <ItemButton type="button" onClick={() => window.print()}>
                <NetworkIcon network="print" />
                <Label text={label('print')} visible={showLabels} />
              </ItemButton>
            ) : (
              <ItemLink
                href={buildShareLink(network, shareParams)}
                {...(opensInPopup(network) ? { target: '_blank', rel: 'noopener noreferrer', onClick: openPopup } : {})}
              >
                <NetworkIcon network={network} />
                <Label text={label(network)} visible={showLabels} />
              </ItemLink>
            )}
          </li>
        ))}
      </RowList>
      <VisuallyHidden role="status">{copied ? t('share.copied') : ''}</VisuallyHidden>
    </>
  );
}
