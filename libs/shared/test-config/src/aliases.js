// Vitest resolves our libs from source, the same way tsconfig.base.json's paths do (a subpath before its package:
// an alias also matches every path below it).
import { fileURLToPath } from 'node:url';

const lib = (file) => fileURLToPath(new URL(`../../../${file}`, import.meta.url));

export const workspaceAliases = {
  '@inspection/platform/runtime-config-for-backend': lib('shared/platform/src/runtime-config-for-backend.ts'),
  '@inspection/platform/auth-storage-key': lib('shared/platform/src/auth-storage-key.ts'),
  '@inspection/platform/testing': lib('shared/platform/src/testing/auth-test-kit.tsx'),
  '@inspection/supabase-client/testing': lib('shared/supabase-client/src/testing/test-backend.ts'),
  '@inspection/ui/calendar': lib('shared/ui/src/calendar/index.ts'),
  '@inspection/platform': lib('shared/platform/src/index.ts'),
  '@inspection/bookings-data-access': lib('bookings/data-access/src/index.ts'),
  '@inspection/bookings-domain': lib('bookings/domain/src/index.ts'),
  '@inspection/bookings-inspectors': lib('bookings/inspectors/src/index.ts'),
  '@inspection/calllogs-data-access': lib('calllogs/data-access/src/index.ts'),
  '@inspection/calllogs-domain': lib('calllogs/domain/src/index.ts'),
  '@inspection/car-parts': lib('shared/car-parts/src/index.ts'),
  '@inspection/crm-data-access': lib('crm/data-access/src/index.ts'),
  '@inspection/crm-domain': lib('crm/domain/src/index.ts'),
  '@inspection/crm-public-api': lib('crm/public-api/src/index.ts'),
  '@inspection/database-types': lib('shared/database-types/src/index.ts'),
  '@inspection/forms-template-model': lib('forms/template-model/src/index.ts'),
  '@inspection/forms-data-access': lib('forms/data-access/src/index.ts'),
  '@inspection/forms-domain': lib('forms/domain/src/index.ts'),
  '@inspection/forms-public-api': lib('forms/public-api/src/index.ts'),
  '@inspection/inspection-data-access': lib('inspection/data-access/src/index.ts'),
  '@inspection/inspection-domain': lib('inspection/domain/src/index.ts'),
  '@inspection/inspection-public-api': lib('inspection/public-api/src/index.ts'),
  '@inspection/platform-manifest': lib('shared/platform-manifest/src/index.ts'),
  '@inspection/reports-public-link': lib('reports/public-link/src/index.ts'),
  '@inspection/reports-model': lib('reports/model/src/index.ts'),
  '@inspection/reports-data-access': lib('reports/data-access/src/index.ts'),
  '@inspection/reports-domain': lib('reports/domain/src/index.ts'),
  '@inspection/shared-domain': lib('shared/domain/src/index.ts'),
  '@inspection/sheets': lib('shared/sheets/src/index.ts'),
  '@inspection/page-server': lib('shared/page-server/src/index.ts'),
  '@inspection/standalone': lib('shared/standalone/src/index.ts'),
  '@inspection/supabase-client': lib('shared/supabase-client/src/index.ts'),
  '@inspection/ui': lib('shared/ui/src/index.ts'),
};
