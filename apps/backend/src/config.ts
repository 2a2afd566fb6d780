// Defaults shared by the server, the CLI and the front end's start script.
export const DEFAULT_PORT = 54321;
export const DEFAULT_DEMO_EMAIL = 'admin@example.com';
export const DEFAULT_DEMO_PASSWORD = 'admin1234';
/** The demo admin a first seed creates (DEMO_EMAIL, DEMO_PASSWORD) and the inspectors it adds (SEED_INSPECTORS). */
export const demoAccount = (inspectors?: number) => ({
  email: process.env.DEMO_EMAIL || DEFAULT_DEMO_EMAIL,
  password: process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD,
  inspectors: Number(inspectors ?? process.env.SEED_INSPECTORS ?? 1),
});
export const JWT_ISSUER = 'supabase-demo';
export const ACCESS_TOKEN_SECONDS = 3600;
export const REFRESH_TOKEN_REUSE_SECONDS = 10;
export const PHOTO_BUCKET = 'inspection-photos';
export const DEMO_BUCKET = 'demo';
/** The business's logo (docs/areas/business-profile.md): public, admins write it. */
export const LOGO_BUCKET = 'business-logos';
export const LOGO_SIZE_LIMIT = 2 * 1024 * 1024;
export const PHOTO_SIZE_LIMIT = 10 * 1024 * 1024;
/** The remotes' releases (docs/architecture/releases.md): public, admins upload, nobody overwrites. */
export const RELEASES_BUCKET = 'remote-releases';
export const RELEASE_FILE_SIZE_LIMIT = 10 * 1024 * 1024;
/** A release's files: scripts, styles, the manifest, images and fonts; never HTML (it would run on the API's origin). */
export const RELEASE_MIME_TYPES = ['application/javascript', 'text/css', 'application/json', 'image/*', 'font/*', 'text/plain', 'application/octet-stream'];
export const SIGNED_UPLOAD_SECONDS = 15 * 60;
/** How long a session found in auth.sessions is trusted without asking again (logout evicts at once). */
export const SESSION_CHECK_TTL_MS = 1000;
