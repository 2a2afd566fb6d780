import { createAppConfig } from '@inspection/build';
import { manifest } from './src/manifest';

export default createAppConfig({ name: 'reports', manifest, title: 'Vehicle Inspection Report' });
