import { createAppConfig } from '../../tools/rsbuild/create-app-config';

export default createAppConfig({ name: 'crm', title: 'CRM - Vehicle Inspection' });
