import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { shippedIcons } from './scripts/vite-shipped-icons';
import { SHIPPED_ICONS } from './src/components/icons/shipped-icons';

const apiPort = Number(process.env.PORT ?? 8080);

/**
 * contract/ and machines/ only declare (schemas, messages, machines: no module runs anything on import), but the
 * bundler cannot see that a top-level `z.object(…)` is free of side effects. Said here, a module that only some
 * screens use goes with their chunks instead of riding in the entry through the barrel (the sign-in screen then
 * carries its own schemas, not every area's), and one nothing uses is left out.
 */
function declarationsOnly(): Plugin {
  return {
    name: 'declarations-only',
    transform: {
      filter: { id: /[\\/](contract|machines)[\\/][^\\]*\.ts$/ },
      handler: (code) => ({ code, map: null, moduleSideEffects: false }),
    },
  };
}

export default defineConfig({
  plugins: [react(), shippedIcons(SHIPPED_ICONS), declarationsOnly()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // Screens are split by their dynamic imports (src/app/screens.tsx). The first load is two
        // files: the libraries the shell needs (a hash that survives app-only deploys) and the shell.
        // The router and the Blueprint parts past sign-in (menus, overlays, popovers) go in one chunk fetched with
        // the router: left to the split, they came in a dozen small chunks that cost 11 kB (gzip) more in all.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
            {
              name: 'signed-in',
              test: /[\\/]node_modules[\\/](react-router|@blueprintjs[\\/]core|react-transition-group|dom-helpers)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
