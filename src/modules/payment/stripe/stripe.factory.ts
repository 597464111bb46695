import Stripe from 'stripe';
import type { StripeSettings } from '../payment-settings';

/**
 * The Stripe SDK aimed at `apiUrl`: api.stripe.com, a test fake, or the sandbox under this
 * server's /api prefix. The SDK always requests /v1/…, so a base path is prepended here.
 */
export function createStripe(settings: StripeSettings): Stripe {
  const url = new URL(settings.apiUrl);
  const basePath = url.pathname.replace(/\/+$/, '');
  const nodeClient = Stripe.createNodeHttpClient();
  const httpClient: typeof nodeClient = {
    getClientName: () => nodeClient.getClientName(),
    makeRequest: (host, port, path, ...rest) =>
      nodeClient.makeRequest(host, port, `${basePath}${path}`, ...rest),
  };
  return new Stripe(settings.secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    httpClient,
    maxNetworkRetries: 1,
    timeout: 15000,
    telemetry: false,
  });
}
