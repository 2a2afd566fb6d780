import { createAppConfig } from '@inspection/build';
import { manifest } from './src/manifest';

export default createAppConfig({ name: 'crm', manifest, title: 'CRM - Vehicle Inspection' });
