import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.PORT ?? 8080);

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // Screens are split by their dynamic imports (src/app/screens.tsx). The first load is two
        // files: the libraries the shell needs (a hash that survives app-only deploys) and the shell.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
