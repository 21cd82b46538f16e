import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { addComponentIds, componentId } from './styled-ids.ts';

const transform = (code: string, file = 'packages/ui-kit/src/card.tsx') =>
  addComponentIds(code, parseAst(code) as never, file);

describe('stable styled-components ids', () => {
  it('names each styled component by its file and place, whatever order modules run in', () => {
    const code = [
      "import styled from 'styled-components';",
      'const A = styled.div`color: red;`;',
      'const B = styled(A)`margin: 0;`;',
      "const C = styled.span.attrs({ 'aria-hidden': true })`display: block;`;",
    ].join('\n');
    const out = transform(code);
    const file = 'packages/ui-kit/src/card.tsx';
    expect(out).toContain(`styled.div.withConfig({ componentId: "${componentId(file, 0)}" })\`color: red;\``);
    expect(out).toContain(`styled(A).withConfig({ componentId: "${componentId(file, 1)}" })\``);
    expect(out).toContain(
      `styled.span.withConfig({ componentId: "${componentId(file, 2)}" }).attrs({ 'aria-hidden': true })\``,
    );
    // Another file gets other ids.
    expect(componentId('packages/ui-kit/src/page.tsx', 0)).not.toBe(componentId(file, 0));
    expect(componentId(file, 0)).toMatch(/^sc-[A-Za-z0-9]{10}$/);
  });

  it('leaves modules alone that do not use the default styled import, and css`` blocks', () => {
    const cssOnly = "import { css } from 'styled-components';\nexport const x = css`color: red;`;";
    expect(transform(cssOnly)).toBe(cssOnly);
    const other = "import styled from './my-styled';\nconst A = styled.div`x`;";
    expect(transform(other)).toBe(other);
    const renamed = "import s from 'styled-components';\nconst A = s.div`x`;\nconst B = styled.div`y`;";
    expect(transform(renamed)).toContain('s.div.withConfig(');
    expect(transform(renamed)).toContain('styled.div`y`');
  });
});
