/** SUBSCRIPTION_PLAN: the plans on offer with their monthly and yearly prices (before GST); choosing one opens its cart. */
import { Button, ButtonGroup, Callout, Card, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import type { RouteDef } from '../../../contract';
import {
  BILLING_PERIODS,
  GST_PERCENT,
  PERIOD_LABEL,
  type BillingPeriod,
} from '../../../contract/subscription/subscription';
import { ScreenHeader } from '../../components/ScreenHeader';
import { errorMessage } from '../../lib/api';
import { formatCurrency } from '../../lib/format';
import { useNavigateTo } from '../../lib/navigation';
import { usePageTitle } from '../../lib/page-title';
import { usePlans, useSubscriptionSummary } from './subscription-api';
// oxlint-disable-next-line import/no-unassigned-import -- the subscription screens' stylesheet
import './subscription.css';

export function SubscriptionPlansPage({ route }: { route: RouteDef }) {
  usePageTitle(route.title);
  const plans = usePlans();
  const current = useSubscriptionSummary().data?.plan?.id ?? null;
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const navigateTo = useNavigateTo();
  return (
    <div className="screen">
      <ScreenHeader
        title={route.title}
        subtitle={`Prices are before GST (${GST_PERCENT}%). A yearly plan costs ten months.`}
        actions={
          <ButtonGroup aria-label="Billing period">
            {BILLING_PERIODS.map((p) => (
              <Button
                key={p}
                text={PERIOD_LABEL[p]}
                active={period === p}
                aria-pressed={period === p}
                onClick={() => setPeriod(p)}
              />
            ))}
          </ButtonGroup>
        }
      />
      {plans.isPending && <Spinner size={24} />}
      {plans.isError && (
        <Callout intent="danger" icon="error" role="alert">
          {errorMessage(plans.error)}
        </Callout>
      )}
      <div className="plan-grid">
        {plans.data?.map((plan) => (
          <Card key={plan.id} className="panel plan-card" compact>
            <h2 className="panel-title">
              {plan.name}
              {plan.id === current && <span className="plan-current"> (your plan)</span>}
            </h2>
            <p>{plan.description}</p>
            <p className="plan-price">
              {formatCurrency(period === 'monthly' ? plan.monthlyPrice : plan.yearlyPrice)}{' '}
              <span>/ {period === 'monthly' ? 'month' : 'year'}</span>
            </p>
            <ul className="plan-features">
              {plan.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            <Button
              intent="primary"
              text={`Choose ${plan.name}`}
              onClick={() => navigateTo('PLAN_CART', { planId: plan.id }, { state: { period } })}
            />
          </Card>
        ))}
      </div>
    </div>
  );
}
