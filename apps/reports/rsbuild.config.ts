import { createAppConfig } from '../../tools/rsbuild/create-app-config';

export default createAppConfig({ name: 'reports', title: 'Vehicle Inspection Report' });
