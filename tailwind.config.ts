// The design theme, loaded by Tailwind 4 through `@config` in src/index.css:
// brand colours, the type stack and corner radii in one place. The palette keeps
// Tailwind's own indigo (the brand hue) and slate; `brand-*` names the brand for
// new code and for things outside class names (the browser theme colour).
import type { Config } from 'tailwindcss';
import colors from 'tailwindcss/colors';

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: colors.indigo,
      },
      fontFamily: {
        sans: [
          'Inter',
          'ui-sans-serif',
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
      },
      borderRadius: {
        control: '0.5rem',
        card: '0.75rem',
        panel: '1rem',
      },
    },
  },
} satisfies Config;
