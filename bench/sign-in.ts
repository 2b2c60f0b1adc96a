/** Signs in through the API as a browser would, and answers the headers that carry the session. */
export async function signIn(
  baseUrl: string,
  account: { email: string; password: string },
): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
    body: JSON.stringify(account),
  });
  if (!response.ok) {
    throw new Error(
      `Inicio de sesión de ${account.email}: ${response.status} ${await response.text()}`,
    );
  }
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}
