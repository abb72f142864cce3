/**
 * Issue 17: the media upload's paths walked through the image picker (tests/paths/ui-suite.ts), with real files
 * chosen, their measuring held in the page and the upload let through, refused or left unanswered.
 */
import { describeUiPaths } from '../paths/ui-suite';
import { mediaUploadAdapter } from './adapters/media-upload.adapter';

describeUiPaths([{ adapter: mediaUploadAdapter, screen: "Size Charts: the image picker's upload" }], {});
