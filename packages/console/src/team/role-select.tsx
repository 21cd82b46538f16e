import type { TeamRole } from '@aula/contracts/console';
import { TEAM_ROLES } from '@aula/contracts/constants';
import { Select } from '@aula/ui-kit/field';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const NarrowSelect = styled(Select)`
  width: auto;
  min-width: 12rem;
`;

/** The two roles of an ally's team (what each may do is said once, in the invite form's hint). */
export const RoleSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function RoleSelect(props, ref) {
    const { t } = useTranslation('console', { keyPrefix: 'team' });
    return (
      <NarrowSelect ref={ref} {...props}>
        {TEAM_ROLES.map((role: TeamRole) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </NarrowSelect>
    );
  },
);
