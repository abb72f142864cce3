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
  resolve: {
    alias: [
      // date-fns-tz 2 (under @blueprintjs/datetime) imports date-fns 2's CommonJS files (`date-fns/format/index.js`)
      // while the date inputs import its ES modules: both copies were shipped (58 modules, about 9 kB gzip). Its ES
      // modules serve both. The portal's own date-fns (4) is imported by name only and never matches.
      { find: /^date-fns\/(?!esm\/)(.+\/index\.js)$/, replacement: 'date-fns/esm/$1' },
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // Screens are split by their dynamic imports (src/app/screens.tsx). The first load is two
        // files: the libraries the shell needs (a hash that survives app-only deploys) and the shell.
        // Past sign-in, left to the split, the rest came in about 150 chunks, a hundred of them of 1–2 kB whose gzip
        // framing cost 42 kB (gzip) in all; the groups below make them some seventy: the router and the Blueprint
        // parts past sign-in (menus, overlays, popovers) fetched with the router, the date inputs, the table, the
        // declarations and the forms each in one chunk. Once signed in, the portal fetches every screen while idle
        // (src/app/usePrefetchScreens.ts), so the bytes in all count more than those of the first screen.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
            // The libraries first (priority 1), so the portal's groups below do not take them in.
            {
              name: 'signed-in',
              test: /[\\/]node_modules[\\/](react-router|@blueprintjs[\\/]core|react-transition-group|dom-helpers)[\\/]/,
              priority: 1,
            },
            {
              name: 'dates',
              test: /[\\/]node_modules[\\/](@blueprintjs[\\/]datetime|react-day-picker|date-fns)[\\/]/,
              priority: 1,
            },
            { name: 'data-table', test: /[\\/]node_modules[\\/]@blueprintjs[\\/]table[\\/]/, priority: 1 },
            // The declarations screens use (each area's schemas, messages and machines).
            { name: 'declarations', test: /[\\/](contract|machines)[\\/]/ },
            // What every form uses: its fields, react-hook-form, and the resources' forms.
            {
              name: 'forms',
              test: /[\\/]src[\\/]components[\\/]form[\\/]|\.form\.tsx$|[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
