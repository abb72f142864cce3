/**
 * The icons the portal names (`icon="add"`, `icon: 'box'` in the menu): the only ones it ships. The build
 * (vite.config.ts, scripts/vite-shipped-icons.ts) bundles their 16 px and 20 px paths and Blueprint's table of icon
 * names cut down to them, instead of Blueprint's sets of every icon (about 200 kB gzip of paths, 11 kB of names). A
 * name missing here renders no icon and Blueprint logs it; shipped-icons.test.ts finds the names the source uses and
 * fails when one is missing here, or listed here and no longer used.
 */
import type { IconName } from '@blueprintjs/icons';

export const SHIPPED_ICONS = [
  'add', 'add-column-right', 'add-row-bottom', 'arrow-down', 'arrow-right', 'arrow-up',
  'bank-account', 'blank', 'bookmark', 'box', 'build',
  'calendar', 'caret-down', 'chart', 'chat', 'chevron-down', 'chevron-left', 'chevron-right',
  'code', 'cog', 'collapse-all', 'column-layout', 'comment', 'credit-card', 'cross', 'crown', 'cube',
  'dashboard', 'delete', 'disable', 'document', 'double-chevron-left', 'double-chevron-right',
  'download', 'drag-handle-vertical', 'duplicate',
  'edit', 'envelope', 'error', 'exchange', 'expand-all', 'eye-off', 'eye-open',
  'feed', 'filter', 'filter-remove', 'flash', 'floppy-disk', 'folder-close', 'folder-open',
  'globe', 'globe-network', 'grid', 'grid-view',
  'headset', 'help', 'history', 'import', 'info-sign', 'insert', 'key', 'key-command',
  'layers', 'lightbulb', 'list-detail-view', 'lock', 'log-out',
  'manual', 'map-marker', 'media', 'moon', 'multi-select', 'notifications', 'numbered-list',
  'offline', 'people', 'percentage', 'person', 'properties', 'refresh', 'reset',
  'search', 'send-message', 'shopping-cart', 'small-cross', 'sort-asc', 'sort-desc',
  'star', 'swap-horizontal', 'tag', 'th', 'tick', 'tick-circle', 'time', 'trash', 'truck',
  'undo', 'upload', 'user', 'warning-sign',
] as const satisfies readonly IconName[];
