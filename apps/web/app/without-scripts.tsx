/**
 * Said only where JavaScript is off: what works without it (forms post to their pages) and what
 * needs it. The loading notes that only the app replaces are hidden there.
 */
export function WithoutScripts() {
  return (
    <noscript>
      <style>{"#root [role='status']:not([data-without-app]) { display: none; }"}</style>
      <p style={{ margin: 0, padding: '12px 16px', textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}>
        Sin JavaScript puedes registrarte, entrar y leer tus lecciones; los videos y las lecciones sin conexión lo
        necesitan: actívalo en tu navegador.
        <span lang="en" style={{ display: 'block', fontSize: '0.875em' }}>
          Without JavaScript you can sign up, sign in and read your lessons; videos and offline lessons need it: turn it
          on in your browser.
        </span>
      </p>
    </noscript>
  );
}
