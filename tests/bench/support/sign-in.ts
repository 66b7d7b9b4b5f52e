/** Signing a bench's admin in over HTTP, the way the desktop client does. */

/** Signs the demo admin in through the dev outbox (the server must serve it); the request headers of the session. */
export async function signInAdmin(url: string): Promise<Record<string, string>> {
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
    });
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, string>;
  };
  const identity = { mobile_number: '971500000001' };
  const challenge = await post('/otp/generate', identity);
  const outbox = (await (await fetch(`${url}/dev/outbox?to=${identity.mobile_number}`)).json()) as { messages: Array<{ text: string }> };
  const otp = /\b(\d{4})\b/.exec(outbox.messages[0]!.text)![1]!;
  const verified = await post('/otp/verify', { otp, timestamp: challenge.timestamp, ...identity }, challenge.access_token);
  return { authorization: `Bearer ${verified.access_token}`, 'x-object-id': verified.object_id! };
}
