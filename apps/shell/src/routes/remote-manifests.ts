// The manifests of the console's remotes, compiled into the shell as plain data (no code of the remotes comes with
// them). They say which screens exist and where; where each remote lives is still only known from the runtime config,
// and each screen is still loaded from its remote when it is opened.
import type { RemoteManifest } from '@inspection/platform-manifest';
import { manifest as reports } from '@inspection/reports/manifest';
import { manifest as forms } from '@inspection/forms/manifest';
import { manifest as bookings } from '@inspection/bookings/manifest';
import { manifest as inspection } from '@inspection/inspection/manifest';
import { manifest as crm } from '@inspection/crm/manifest';
import { manifest as calllogs } from '@inspection/calllogs/manifest';
import { manifest as tooling } from '@inspection/tooling/manifest';

export const REMOTE_MANIFESTS: readonly RemoteManifest[] = [reports, forms, bookings, inspection, crm, calllogs, tooling];
