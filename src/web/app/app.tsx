import { BrowserRouter } from 'react-router-dom';
import { Notifications } from '../components/notifications';
import { AppRoutes } from './routes';

export function App() {
  return (
    <BrowserRouter basename="/pc">
      <AppRoutes />
      <Notifications />
    </BrowserRouter>
  );
}
