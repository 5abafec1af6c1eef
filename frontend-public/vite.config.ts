import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiServer = 'http://127.0.0.1:5000';

export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  plugins: [react()],
  server: {
    proxy: {
      '/api': apiServer,
      '/media': apiServer,
    },
  },
  ...(isSsrBuild
    ? {
        // The server bundle (dist-ssr/entry-server.js, imported by the API) carries its own React, MUI and emotion
        // in their production builds, whatever NODE_ENV the API runs with: the markup must be the browser's.
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: { outDir: 'dist-ssr', copyPublicDir: false },
      }
    : {
        build: {
          outDir: 'dist',
          // The manifest lets the bench count what each route really loads.
          manifest: true,
          // No <link rel="modulepreload"> added by script for each chunk a lazy import needs: the browser finds
          // them in the chunk itself, and each link added costs the main thread more than the extra round trip
          // saves (the server's page lists the few chunks to fetch at once, decision 39).
          modulePreload: false,
        },
      }),
}));
