import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiServer = 'http://127.0.0.1:5000';

export default defineConfig({
  base: '/',
  plugins: [react()],
  server: {
    proxy: {
      '/api': apiServer,
      '/media': apiServer,
    },
  },
  // The manifest lets the bench count what each route really loads.
  build: { outDir: 'dist', manifest: true },
});
