import { createAppConfig } from '../../tools/rsbuild/create-app-config';

export default createAppConfig({ name: 'bookings', title: 'Bookings' });
