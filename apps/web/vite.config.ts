import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the SPA runs on Vite's server and the API on port 3000; proxying /api keeps
// both on one origin, as in production, so the HttpOnly session cookie and CSRF check behave the same.
const api = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

export default defineConfig({
  plugins: [react()],
  server: { proxy: api },
  preview: { proxy: api },
  // The manifest (dist/.vite, never served) tells the bundle test which chunk holds which module.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
