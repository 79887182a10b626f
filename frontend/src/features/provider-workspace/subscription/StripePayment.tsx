import { LockOutlined } from '@ant-design/icons';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { Alert, Button, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';

/**
 * The card form of /subscribe in Stripe mode: Stripe's Payment Element in Czech. This module is
 * loaded lazily (and Stripe.js only by loadStripe inside it), so neither the offline mode nor any
 * other page downloads Stripe.
 */

export const STRIPE_TEXTS = {
  loadFailed: 'Platební bránu se nepodařilo načíst. Zkontrolujte připojení a zkuste to znovu.',
  paymentFailed: 'Platba se nezdařila. Zkontrolujte údaje karty a zkuste to znovu.',
  loading: 'Načítám platební formulář…',
} as const;

const stripePromises = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js instance per publishable key, loaded on first use. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripePromises.get(publishableKey);
  if (!promise) {
    promise = import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(publishableKey, { locale: 'cs' }));
    // A failed load (offline, blocked script) may be retried by mounting the form again.
    promise.catch(() => stripePromises.delete(publishableKey));
    stripePromises.set(publishableKey, promise);
  }
  return promise;
}

export interface StripePaymentProps {
  publishableKey: string;
  clientSecret: string;
  /** 'Zaplatit 490 Kč'. */
  payLabel: string;
  /** Where Stripe returns after a redirect (3-D Secure, bank apps): this page with &client_secret=…. */
  returnUrl: string;
  /** The payment went through (or is processing): verify the subscription. */
  onPaid: () => void;
}

export default function StripePayment({ publishableKey, clientSecret, payLabel, returnUrl, onPaid }: StripePaymentProps) {
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [loadError, setLoadError] = useState(false);

  useEffect(() => {
    let active = true;
    stripeFor(publishableKey).then(
      (instance) => {
        if (!active) return;
        if (instance) setStripe(instance);
        else setLoadError(true);
      },
      () => {
        if (active) setLoadError(true);
      },
    );
    return () => {
      active = false;
    };
  }, [publishableKey]);

  if (loadError) return <Alert type="error" showIcon title={STRIPE_TEXTS.loadFailed} />;
  if (!stripe) {
    return (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          {STRIPE_TEXTS.loading}
        </p>
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      </div>
    );
  }
  return (
    <Elements stripe={stripe} options={{ clientSecret, locale: 'cs' }}>
      <PaymentForm clientSecret={clientSecret} payLabel={payLabel} returnUrl={returnUrl} onPaid={onPaid} />
    </Elements>
  );
}

function PaymentForm({ clientSecret, payLabel, returnUrl, onPaid }: Omit<StripePaymentProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      // A subscription that needs no payment now (e.g. a trial) comes with a SetupIntent.
      const isSetup = clientSecret.startsWith('seti_');
      const result = isSetup
        ? await stripe.confirmSetup({ elements, redirect: 'if_required', confirmParams: { return_url: returnUrl } })
        : await stripe.confirmPayment({ elements, redirect: 'if_required', confirmParams: { return_url: returnUrl } });
      if (result.error) {
        setError(result.error.message || STRIPE_TEXTS.paymentFailed);
        return;
      }
      const status = 'paymentIntent' in result ? result.paymentIntent?.status : result.setupIntent?.status;
      if (status === 'succeeded' || status === 'processing' || status === 'requires_capture') onPaid();
      else setError(STRIPE_TEXTS.paymentFailed);
    } catch {
      setError(STRIPE_TEXTS.paymentFailed);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="checkout-block" onSubmit={(event) => void submit(event)} aria-label="Platební údaje">
      <div className="checkout-element">
        <PaymentElement
          options={{ layout: 'tabs' }}
          onReady={() => setReady(true)}
          onLoadError={() => setError(STRIPE_TEXTS.loadFailed)}
        />
      </div>
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      <Button
        type="primary"
        size="large"
        htmlType="submit"
        block
        icon={<LockOutlined aria-hidden="true" />}
        disabled={!stripe || !elements || !ready}
        loading={submitting}
      >
        {payLabel}
      </Button>
    </form>
  );
}
