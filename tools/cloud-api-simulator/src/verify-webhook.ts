export interface VerifyWebhookInput {
  callbackUrl: string;
  verifyToken: string;
  /** Default: a random-looking number, as Meta sends. */
  challenge?: string;
}

export interface VerifyWebhookResult {
  /** The endpoint answered 200 with exactly the challenge. */
  verified: boolean;
  status?: number;
  challenge: string;
  answer?: string;
  error?: string;
}

/**
 * Meta's subscription handshake: `GET callback?hub.mode=subscribe&hub.verify_token=…&
 * hub.challenge=…`; the endpoint proves it knows the verify token by echoing the challenge.
 */
export async function verifyWebhook(input: VerifyWebhookInput): Promise<VerifyWebhookResult> {
  const challenge = input.challenge ?? String(1_000_000_000 + Math.floor(Math.random() * 1e9));
  const url = new URL(input.callbackUrl);
  url.searchParams.set('hub.mode', 'subscribe');
  url.searchParams.set('hub.verify_token', input.verifyToken);
  url.searchParams.set('hub.challenge', challenge);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    const answer = await response.text();
    return {
      verified: response.status === 200 && answer.trim() === challenge,
      status: response.status,
      challenge,
      answer,
    };
  } catch (error) {
    return {
      verified: false,
      challenge,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}
