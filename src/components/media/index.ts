/**
 * The media library's building blocks for any screen: the picker dialog, a form field holding an image id,
 * and an image loaded from the main CDN with the local CDN as fallback.
 */
export { CdnImage, type CdnImageProps } from './CdnImage';
export { MediaPicker, type MediaPickerProps } from './MediaPicker';
export { MediaPickerField, type MediaPickerFieldProps } from './MediaPickerField';
export { MediaTileGrid, type MediaTileGridProps } from './MediaTileGrid';
export { UploadPanel, type UploadPanelProps } from './UploadPanel';
export { useMediaUpload, type MediaUploadActor } from './useMediaUpload';
export { MEDIA_QUERY_ROOT, fetchMediaPage, loadMediaPage, mediaItemKey, mediaPageKey, useMediaItem } from './media-api';
export type { MediaChoice } from '../../../machines/media/media-upload.machine';
