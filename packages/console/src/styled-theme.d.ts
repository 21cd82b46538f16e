// Brings the brand theme's typing of styled-components (DefaultTheme) into this package.
import '@aula/brand/theme';
