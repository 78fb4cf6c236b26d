/**
 * Files: uploads (design files, vouchers, pictures) checked and stored through the storage interface; the views other areas show of them.
 * Other modules and the server's shell import this module through this file only (lint: eslint.config.js, module walls).
 */
export { uploadRoutes } from './upload.routes';
export { UploadService, uploadView, type UploadView } from './upload.service';
