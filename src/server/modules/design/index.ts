/**
 * Design: the design service (design it for me: tasks, drafts, designers' earnings), the online editor and its templates.
 * Other modules and the server's shell import this module through this file only (lint: eslint.config.js, module walls).
 */
export { designRoutes } from './design.routes';
export { type DesignLineRequest, DesignService } from './design.service';
export { editorRoutes } from './editor.routes';
export { EditorService } from './editor.service';
