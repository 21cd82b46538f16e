// A module as the app writes them, for styled-components-ids.test.ts.
import styled from 'styled-components';

const Frame = styled.section`
  padding: 8px;
`;

export const Card = styled(Frame).attrs({ 'aria-label': 'card' })`
  border: 1px solid;
`;
