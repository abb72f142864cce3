/**
 * PLAN_CART (`/subscription-plan/{planId}`): the chosen plan, the billing period, the amount with GST at 18% and
 * checkout through the payment gateway of the service credentials (Test mode here). The flow is the plan-checkout
 * machine; a paid checkout updates the session's subscription flags and opens MY_SUBSCRIPTION with the invoice.
 */
import { Button, Callout, Card, FormGroup, HTMLTable, Radio, RadioGroup, Spinner } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useActorRef, useSelector } from '@xstate/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useLocation, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { SUBSCRIPTION_MESSAGES, type RouteDef } from '../../../contract';
import {
  BILLING_PERIODS,
  CheckoutFormSchema,
  GST_PERCENT,
  PERIOD_LABEL,
  TEST_CARDS,
  priceWithTax,
  type BillingPeriod,
  type CheckoutForm,
  type CheckoutRequest,
  type Plan,
} from '../../../contract/subscription/subscription';
import {
  planCheckoutMachine,
  selectCheckoutError,
  selectIsPaying,
} from '../../../machines/subscription/plan-checkout.machine';
import { ScreenHeader } from '../../components/ScreenHeader';
import { TextField } from '../../components/form/TextField';
import { toast } from '../../components/toast';
import { errorMessage } from '../../lib/api';
import { formatCurrency, formatDate } from '../../lib/format';
import { useNavigateTo } from '../../lib/navigation';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session/session-context';
import { usePayForPlan, usePlans, useSubscriptionSummary } from './subscription-api';
// oxlint-disable-next-line import/no-unassigned-import -- the subscription screens' stylesheet
import './subscription.css';

export function PlanCartPage({ route }: { route: RouteDef }) {
  usePageTitle(route.title);
  const { planId } = useParams();
  const plans = usePlans();
  const plan = plans.data?.find((p) => String(p.id) === planId);
  return (
    <div className="screen">
      <ScreenHeader title={route.title} subtitle="Check the plan and period, then pay through the payment gateway." />
      {plans.isPending && <Spinner size={24} />}
      {plans.isError && (
        <Callout intent="danger" icon="error" role="alert">
          {errorMessage(plans.error)}
        </Callout>
      )}
      {plans.data && !plan && (
        <Callout intent="warning" icon="warning-sign" role="alert">
          {SUBSCRIPTION_MESSAGES.planNotFound}
        </Callout>
      )}
      {plan && <Cart plan={plan} />}
    </div>
  );
}

function Cart({ plan }: { plan: Plan }) {
  const initial = (useLocation().state as { period?: BillingPeriod } | null)?.period ?? 'monthly';
  const summary = useSubscriptionSummary().data;
  const gatewayMode = summary?.gatewayMode ?? 'Test';
  const pay = usePayForPlan();
  const session = useSession();
  const navigateTo = useNavigateTo();
  const checkout = useActorRef(
    planCheckoutMachine.provide({
      actors: {
        pay: fromPromise(async ({ input }: { input: CheckoutRequest }) => {
          const result = await pay.mutateAsync(input);
          session.send({ type: 'session.subscription', status: result.subscription.status });
          toast.success(SUBSCRIPTION_MESSAGES.subscribed(plan.name));
          navigateTo('MY_SUBSCRIPTION');
          return { invoiceNumber: result.invoice.number };
        }),
      },
    }),
  );
  const paying = useSelector(checkout, selectIsPaying);
  const error = useSelector(checkout, selectCheckoutError);
  const form = useForm<CheckoutForm>({
    resolver: zodResolver(CheckoutFormSchema),
    mode: 'onTouched',
    defaultValues: { period: initial, cardNumber: '' },
  });
  const period = useWatch({ control: form.control, name: 'period' }) as BillingPeriod;
  const price = priceWithTax(plan, period);
  const submit = form.handleSubmit((values) =>
    checkout.send({
      type: 'checkout.pay',
      request: { planId: plan.id, period: values.period, cardNumber: values.cardNumber },
    }),
  );

  return (
    <Card className="panel form-card" compact>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Plan cart">
        {error && (
          <Callout intent="danger" icon="error" compact role="alert">
            {error}
          </Callout>
        )}
        <h2 className="panel-title">{plan.name}</h2>
        <p>{plan.description}</p>
        <Controller
          control={form.control}
          name="period"
          render={({ field }) => (
            <FormGroup label="Billing period">
              <RadioGroup
                inline
                selectedValue={field.value}
                onChange={(e) => field.onChange(e.currentTarget.value)}
                name={field.name}
              >
                {BILLING_PERIODS.map((p) => (
                  <Radio key={p} value={p} label={PERIOD_LABEL[p]} />
                ))}
              </RadioGroup>
            </FormGroup>
          )}
        />
        <HTMLTable compact className="cart-summary" aria-label="Amount">
          <tbody>
            <tr>
              <th scope="row">
                {plan.name}, {PERIOD_LABEL[period].toLowerCase()}
              </th>
              <td>{formatCurrency(price.amount)}</td>
            </tr>
            <tr>
              <th scope="row">GST {GST_PERCENT}%</th>
              <td>{formatCurrency(price.gst)}</td>
            </tr>
            <tr className="cart-total">
              <th scope="row">Total</th>
              <td>{formatCurrency(price.total)}</td>
            </tr>
          </tbody>
        </HTMLTable>
        {summary && summary.status !== 'expired' && (
          <p className="bp6-text-muted">
            {SUBSCRIPTION_MESSAGES.periodStartsAfter(summary.status, formatDate(summary.endsAt))}
          </p>
        )}
        <TextField
          control={form.control}
          name="cardNumber"
          label="Card number"
          autoComplete="cc-number"
          helperText={
            gatewayMode === 'Test'
              ? `Test mode: ${TEST_CARDS.success} pays, ${TEST_CARDS.declined} is declined.`
              : undefined
          }
        />
        <Button
          type="submit"
          intent="primary"
          icon="credit-card"
          loading={paying}
          text={`Pay ${formatCurrency(price.total)}`}
        />
      </form>
    </Card>
  );
}
