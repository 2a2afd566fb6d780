import { getSupabase } from '@inspection/platform';

/** The signed-in session's access token: the spreadsheet service answers whole sheets to staff only. */
export async function sessionAccessToken(): Promise<string | undefined> {
  try {
    const { data } = await getSupabase().auth.getSession();
    return data.session?.access_token;
  } catch {
    return undefined;
  }
}
