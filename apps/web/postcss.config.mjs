// Tailwind 4 runs as one PostCSS plugin; its settings live in CSS (src/app/globals.css).
export default { plugins: { '@tailwindcss/postcss': {} } };
