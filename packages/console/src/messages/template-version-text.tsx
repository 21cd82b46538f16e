import styled from 'styled-components';

const Quote = styled.blockquote`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** One version's words as the ally wrote them, under what it is ("Meta revisa «…», con este texto:"). */
export function TemplateVersionText({ label, body, lang }: { label: string; body: string; lang: string }) {
  return (
    <div>
      <p>{label}</p>
      <Quote lang={lang}>{body}</Quote>
    </div>
  );
}
