/**
 * The back office: the console's customer list and page, which read across orders, wallet and membership (so it sits above them).
 * Other modules and the server's shell import this module through this file only (lint: eslint.config.js, module walls).
 */
export { CustomerService } from './customer.service';
export { customerRoutes } from './customers.routes';
