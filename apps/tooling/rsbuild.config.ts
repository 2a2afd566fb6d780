import { createAppConfig } from '../../tools/rsbuild/create-app-config';

export default createAppConfig({ name: 'tooling', title: 'Tooling' });
