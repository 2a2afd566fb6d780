import { createAppConfig } from '../../tools/rsbuild/create-app-config';

export default createAppConfig({ name: 'forms', title: 'Inspection Forms' });
