import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Stripe API, for the stripe SDK pointed at it with host/port/protocol.
 * It implements only what Playcaller calls — customers, checkout sessions (create, retrieve),
 * subscriptions (retrieve, update) and billing portal sessions — and records every request.
 * Tests change its state directly (complete a checkout, cancel a subscription) the way Stripe's
 * own systems would, then deliver the matching signed webhook to the app.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** Form fields exactly as the SDK encoded them: `line_items[0][price]`. */
  form: Record<string, string>;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  start_date: number;
  current_period_start?: number;
  current_period_end?: number;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      current_period_start?: number;
      current_period_end?: number;
      quantity: number;
      price: { id: string; object: 'price'; unit_amount: number; recurring: { interval: string } };
    }[];
  };
}

interface FakeCheckout {
  id: string;
  object: 'checkout.session';
  mode: string;
  url: string;
  customer: string | null;
  client_reference_id: string | null;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  subscription: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  line_items_price: string | null;
}

const MONTH_SECONDS = 30 * 24 * 60 * 60;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function metadataFrom(form: Record<string, string>, prefix: string): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = key.match(new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`));
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

export async function startFakeStripe(options: { now: () => Date; prices: Record<string, number> }) {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, { id: string; object: 'customer'; email: string | null }>();
  const checkouts = new Map<string, FakeCheckout>();
  const subscriptionsById = new Map<string, FakeSubscription>();
  const idempotent = new Map<string, unknown>();
  let counter = 0;
  let rejectAuth = false;
  // Ids are unique across fakes too: test files share one database for all their tests.
  const run = crypto.randomUUID().replaceAll('-', '').slice(0, 10);
  const nextId = (prefix: string) => `${prefix}_${run}${(++counter).toString().padStart(4, '0')}`;
  const nowSeconds = () => Math.floor(options.now().getTime() / 1000);

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
    response.end(JSON.stringify(body));
  };
  const missing = (response: ServerResponse, what: string, id: string) =>
    send(response, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` },
    });

  function handle(method: string, path: string, form: Record<string, string>): [number, unknown] {
    let match: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: nextId('cus'), object: 'customer' as const, email: form.email ?? null };
      customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = nextId('cs_test');
      const checkout: FakeCheckout = {
        id,
        object: 'checkout.session',
        mode: form.mode ?? 'payment',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        customer: form.customer ?? null,
        client_reference_id: form.client_reference_id ?? null,
        payment_status: 'unpaid',
        status: 'open',
        subscription: null,
        metadata: metadataFrom(form, 'metadata'),
        success_url: form.success_url ?? '',
        cancel_url: form.cancel_url ?? '',
        line_items_price: form['line_items[0][price]'] ?? null,
      };
      checkouts.set(id, checkout);
      return [200, checkout];
    }
    if (method === 'GET' && (match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      const checkout = checkouts.get(match[1]!);
      return checkout ? [200, checkout] : [404, match[1]];
    }
    if ((match = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const subscription = subscriptionsById.get(match[1]!);
      if (!subscription) return [404, match[1]];
      if (method === 'POST') {
        if (form.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
          subscription.canceled_at = subscription.cancel_at_period_end ? nowSeconds() : null;
        }
      }
      return [200, subscription];
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = nextId('bps');
      return [
        200,
        {
          id,
          object: 'billing_portal.session',
          customer: form.customer,
          return_url: form.return_url,
          url: `https://billing.stripe.test/p/session/${id}`,
        },
      ];
    }
    return [404, path];
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const raw = await readBody(request);
    const form = Object.fromEntries(new URLSearchParams(raw));
    requests.push({ method: request.method ?? 'GET', path: url.pathname, headers: request.headers, form });
    if (rejectAuth) {
      send(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return;
    }
    const key = request.headers['idempotency-key'];
    const replayKey = typeof key === 'string' ? `${url.pathname}:${key}` : null;
    if (replayKey && idempotent.has(replayKey)) {
      send(response, 200, idempotent.get(replayKey));
      return;
    }
    const [status, body] = handle(request.method ?? 'GET', url.pathname, form);
    if (status === 404) {
      missing(response, url.pathname.split('/')[2] ?? 'object', String(body));
      return;
    }
    if (replayKey && request.method === 'POST') idempotent.set(replayKey, body);
    send(response, status, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function subscriptionFor(checkout: FakeCheckout, shape: 'item' | 'legacy'): FakeSubscription {
    const start = nowSeconds();
    const priceId = checkout.line_items_price ?? 'price_unknown';
    const period = { current_period_start: start, current_period_end: start + MONTH_SECONDS };
    return {
      id: nextId('sub'),
      object: 'subscription',
      customer: checkout.customer ?? nextId('cus'),
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      start_date: start,
      ...(shape === 'legacy' ? period : {}),
      metadata: { ...checkout.metadata },
      items: {
        object: 'list',
        data: [
          {
            id: nextId('si'),
            object: 'subscription_item',
            ...(shape === 'item' ? period : {}),
            quantity: 1,
            price: {
              id: priceId,
              object: 'price',
              unit_amount: options.prices[priceId] ?? 0,
              recurring: { interval: 'month' },
            },
          },
        ],
      },
    };
  }

  return {
    port,
    requests,
    checkouts,
    subscriptions: subscriptionsById,
    env(): Record<string, string> {
      return { STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: String(port), STRIPE_API_PROTOCOL: 'http' };
    },
    /**
     * What Stripe does when the customer pays: the session completes and a subscription exists.
     * `shape: 'legacy'` puts the period on the subscription as API versions before 2025-03-31 did.
     */
    completeCheckout(id: string, shape: 'item' | 'legacy' = 'item'): FakeSubscription {
      const checkout = checkouts.get(id);
      if (!checkout) throw new Error(`no checkout ${id}`);
      const subscription = subscriptionFor(checkout, shape);
      subscriptionsById.set(subscription.id, subscription);
      checkout.payment_status = 'paid';
      checkout.status = 'complete';
      checkout.subscription = subscription.id;
      return subscription;
    },
    updateSubscription(id: string, changes: Partial<FakeSubscription>): FakeSubscription {
      const subscription = subscriptionsById.get(id);
      if (!subscription) throw new Error(`no subscription ${id}`);
      Object.assign(subscription, changes);
      return subscription;
    },
    setRejectAuth(value: boolean) {
      rejectAuth = value;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
