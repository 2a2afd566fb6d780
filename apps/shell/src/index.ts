import { requestRuntimeConfig } from './early-runtime-config';

requestRuntimeConfig();
import('./bootstrap');
