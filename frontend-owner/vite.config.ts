import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/owner-dashboard/',
  plugins: [react()],
  server: { proxy: { '/api': 'http://127.0.0.1:5000', '/media': 'http://127.0.0.1:5000' } },
  // react-admin is one large chunk by design: this app is loaded only at /owner-dashboard.
  build: { outDir: 'dist', chunkSizeWarningLimit: 1500 },
});
