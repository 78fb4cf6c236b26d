/** The staff console's entry (admin/index.html, served at /admin/): the shared i18n (src/client/i18n), then the console app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../client/i18n';
import { AdminApp } from './app/app';
import './app/admin.css';

await initI18n();
const root = document.getElementById('root');
if (!root) throw new Error('admin/index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
);
