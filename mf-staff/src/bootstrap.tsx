import '@ga/ui';
import { renderStandalone } from '@ga/core';
import { routes } from './routes';

renderStandalone(routes);
