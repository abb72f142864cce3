import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.PORT ?? 8080);

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 2000 },
  server: { port: 5173, proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
