import { createAppConfig } from '@inspection/build';

export default createAppConfig({ name: 'shell', title: 'Inspection Console' });
