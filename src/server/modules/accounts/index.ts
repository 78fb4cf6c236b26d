/**
 * Accounts: sign-up and sign-in, sessions, login attempts, profiles and contact changes, the console's staff user and the staff audit log.
 * Other modules and the server's shell import this module through this file only (lint: eslint.config.js, module walls).
 */
export { accountRoutes } from './account.routes';
export { AccountService } from './account.service';
export { AttemptService } from './attempts.service';
export { AuditService } from './audit.service';
export { profileRoutes } from './profile.routes';
export { ProfileService } from './profile.service';
export { SessionService } from './session.service';
export { staffRoutes } from './staff.routes';
export { StaffService } from './staff.service';
