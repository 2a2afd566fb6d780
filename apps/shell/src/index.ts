import { requestRuntimeConfig } from './early-runtime-config';
import { preloadRouteRemote } from './early-remote/early-remote';

preloadRouteRemote(requestRuntimeConfig());
import('./bootstrap');
