import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from '../client/i18n';
import './styles.css';

await initI18n();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first render is a transition: React renders the page in slices and gives the main thread back between them,
// instead of one long task (a quote page's form is hundreds of elements). Meanwhile the server's HTML of the page
// stays on screen; React replaces it when the whole first render is ready (`npm run bench web`, TBT).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
