import { vitestConfig } from '@inspection/test-config';

export default vitestConfig('node');
