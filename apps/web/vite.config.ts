import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In production the API serves dist/ on the same origin; in dev the proxy keeps it same-origin too,
// so the console never needs CORS.
const api = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/admin': api,
      '/auth': api,
      '/docs': api,
    },
  },
  build: {
    // Source maps would hand the whole client source to anyone with the URL of an internal console.
    sourcemap: false,
    // bench/signin-bundle.ts reads it to add up what the sign-in page loads.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // Building a zod schema has no side effect, but the bundler cannot know it; without this, importing
        // a constant such as OTP_LENGTH from the contract would drag every schema of its file and zod along.
        manualPureFunctions: ['z'],
        // antd's Input reads the form context from @rc-component/form, whose package does not say it is
        // free of side effects: without this, the sign-in page would load the whole form engine and its
        // validator (about 10 kB gzipped) for one context object. Other modules keep their own answer.
        moduleSideEffects: (id) => (/node_modules\/@rc-component\/(form|async-validator)\//.test(id) ? false : undefined),
      },
    },
  },
});
