import { createAppConfig } from '@inspection/build';
import { manifest } from './src/manifest';

export default createAppConfig({ name: 'forms', manifest, title: 'Inspection Forms' });
