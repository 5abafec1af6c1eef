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
  build: { outDir: 'dist' },
});
