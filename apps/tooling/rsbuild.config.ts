import { createAppConfig } from '@inspection/build';
import { manifest } from './src/manifest';

export default createAppConfig({ name: 'tooling', manifest, title: 'Tooling' });
