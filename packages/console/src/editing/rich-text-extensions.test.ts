import { RICH_TEXT_LINK_REL, richTextRules } from '@aula/contracts/rich-text';
import { Editor } from '@tiptap/core';
import sanitize from 'sanitize-html';
import { afterEach, describe, expect, it } from 'vitest';
import { richTextExtensions } from './rich-text-extensions';

// The API's sanitiser (apps/api/src/lib/html.ts) built from the same shared rules: apps cannot be
// imported from a package, the rules can.
const serverRules: sanitize.IOptions = {
  allowedTags: [...richTextRules.allowedTags],
  allowedAttributes: Object.fromEntries(
    Object.entries(richTextRules.allowedAttributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...richTextRules.allowedSchemes],
  allowedSchemesByTag: Object.fromEntries(
    Object.entries(richTextRules.allowedSchemesByTag).map(([tag, schemes]) => [tag, [...schemes]]),
  ),
  transformTags: { a: sanitize.simpleTransform('a', { rel: RICH_TEXT_LINK_REL }) },
};

/** The same tree written one way (sorted attributes, no self-closing slashes) to compare strings. */
function canonical(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const write = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE)
      return (node.textContent ?? '').replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
    if (!(node instanceof Element)) return '';
    const attributes = [...node.attributes]
      .map((attribute) => `${attribute.name}="${attribute.value}"`)
      .sort()
      .join(' ');
    const tag = node.tagName.toLowerCase();
    return `<${tag}${attributes ? ` ${attributes}` : ''}>${[...node.childNodes].map(write).join('')}</${tag}>`;
  };
  return [...template.content.childNodes].map(write).join('');
}

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

/** What the editor writes after loading `html` (as when an editor opens a stored text or pastes it). */
function throughEditor(html: string): string {
  editor = new Editor({ extensions: richTextExtensions(), content: html });
  return editor.getHTML();
}

const wordPaste = `<p class="MsoNormal" style="margin:0cm;font-family:Calibri"><b><span style="font-size:14pt;color:#1F3864">Flujo</span></b><span style="mso-spacerun:yes"> </span><i>de caja</i><o:p></o:p></p>
<h1 style="color:red">Título enorme</h1><table><tr><td>celda</td></tr></table><p><font face="Arial" color="red">fuente</font></p>`;
const googleDocsPaste = `<b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr" style="line-height:1.38"><span style="font-weight:700;font-style:normal">Precio</span><span style="font-style:italic"> justo</span><span style="text-decoration:underline"> siempre</span></p><ul><li dir="ltr"><p dir="ltr"><span>uno</span></p></li></ul></b>`;

const inputs: Record<string, string> = {
  'every allowed format': `<h2>Título</h2><h3>Sub</h3><h4>Menor</h4><p><strong>n</strong> <em>c</em> <u>s</u> <b>b</b> <i>i</i><br>línea</p>
    <ul><li>a</li></ul><ol><li>b</li></ol><blockquote><p>cita</p></blockquote>
    <p><a href="https://a.example/x?y=1&amp;z=2">web</a> <a href="mailto:hola@a.example">correo</a> <a href="tel:+525512345678">tel</a></p>
    <img src="https://a.example/foto.png" alt="Una tienda" width="640" height="360">`,
  'a pasted Word document': wordPaste,
  'a pasted Google Docs document': googleDocsPaste,
  'scripts, handlers, styles and frames': `<p onclick="x()" style="color:red">hola<script>alert(1)</script></p><iframe src="https://a.example"></iframe><style>p{}</style><div class="x">texto</div>`,
  'links of forbidden schemes, targets and rels': `<p><a href="javascript:alert(1)">js</a> <a href="data:text/html,x">data</a> <a href="https://a.example" target="_blank" rel="nofollow" class="c" title="t">ok</a></p>`,
  'pictures of forbidden sources and attributes': `<img src="javascript:x"><img src="data:image/png;base64,AAAA"><img src="ftp://a.example/x.png"><img src="https://a.example/y.png" title="t" width="50%" onerror="x()" alt="y">`,
  'code, strike-through, rules and h1/h5': `<pre><code>x = 1</code></pre><p><s>tachado</s> <code>c</code></p><hr><h1>uno</h1><h5>cinco</h5>`,
};

describe('the rich-text editor held to the shared rules', () => {
  for (const [name, input] of Object.entries(inputs)) {
    it(`writes HTML the API keeps unchanged, from ${name}`, () => {
      const written = throughEditor(input);
      expect(canonical(sanitize(written, serverRules))).toBe(canonical(written));
    });
  }

  it('pastes Word and Google Docs through the clipboard path into the same allowed HTML', () => {
    for (const pasted of [wordPaste, googleDocsPaste]) {
      editor?.destroy();
      editor = new Editor({ element: document.createElement('div'), extensions: richTextExtensions(), content: '' });
      // jsdom has no ClipboardEvent; a plain paste event carries the same (empty) clipboard data.
      expect(editor.view.pasteHTML(pasted, new Event('paste') as ClipboardEvent)).toBe(true);
      const written = editor.getHTML();
      expect(written).toContain('<strong>');
      expect(written).not.toMatch(/style=|class=|<span|<font|<table|<o:p/);
      expect(canonical(sanitize(written, serverRules))).toBe(canonical(written));
    }
  });

  it('keeps the formatting a Word paste carries and drops its fonts, colours and h1', () => {
    const written = throughEditor(wordPaste);
    expect(written).toContain('<strong>Flujo</strong>');
    expect(written).toContain('<em>de caja</em>');
    expect(written).toContain('<p>Título enorme</p>');
    expect(written).toContain('fuente');
    expect(written).not.toMatch(/style=|class=|<font|<table|<h1|<span/);
  });

  it('turns Google Docs spans into bold, italic and underline', () => {
    const written = throughEditor(googleDocsPaste);
    expect(written).toContain('<strong>Precio</strong>');
    expect(written).toContain('<em> justo</em>');
    expect(written).toContain('<u> siempre</u>');
    expect(written).toContain('<ul><li><p>uno</p></li></ul>');
  });

  it('drops links and pictures whose address the server would refuse, and marks every link', () => {
    const links = throughEditor(inputs['links of forbidden schemes, targets and rels'] as string);
    expect(links).not.toMatch(/javascript:|data:|target=|nofollow|class=|title=/);
    expect(canonical(links)).toContain(`<a href="https://a.example" rel="${RICH_TEXT_LINK_REL}">ok</a>`);
    const pictures = throughEditor(inputs['pictures of forbidden sources and attributes'] as string);
    expect(pictures).toBe('<img src="https://a.example/y.png" alt="y">');
  });
});
