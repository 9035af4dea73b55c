import { useRoutes } from 'react-router-dom';
import { appRoutes } from './routes';

export function AppRoutes() {
  return useRoutes(appRoutes);
}
