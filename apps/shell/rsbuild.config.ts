import { createAppConfig } from '../../tools/rsbuild/create-app-config';

export default createAppConfig({ name: 'shell', title: 'Inspection Console' });
