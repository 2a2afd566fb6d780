import { createAppConfig } from '@inspection/build';
import { manifest } from './src/manifest';

export default createAppConfig({ name: 'bookings', manifest, title: 'Bookings' });
