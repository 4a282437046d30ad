import { createBrowserRouter } from 'react-router';
import { registerNavigator } from '../lib/navigation';
import { routes } from './route-table';

export const router = createBrowserRouter(routes);

registerNavigator((to, options) => router.navigate(to, options));
