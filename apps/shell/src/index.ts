import { requestRuntimeConfig } from './early-runtime-config';
import { requestRouteManifest } from './early-remote/early-remote';

requestRouteManifest(requestRuntimeConfig());
import('./bootstrap');
