/** One headline number on the dashboard. */
import { Card, Classes, Icon } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/core';

export interface StatCardProps {
  label: string;
  value: string;
  icon: IconName;
  /** Shows a skeleton instead of the value. */
  loading?: boolean;
  hint?: string;
}

/** Label above a large value, dense. */
export function StatCard({ label, value, icon, loading, hint }: StatCardProps) {
  return (
    <Card className="stat-card" compact>
      <div className="stat-card-label">
        <Icon icon={icon} size={14} />
        <span>{label}</span>
      </div>
      <div className={loading ? `stat-card-value ${Classes.SKELETON}` : 'stat-card-value'} aria-busy={loading}>
        {loading ? '0000' : value}
      </div>
      {hint && <div className="stat-card-hint">{hint}</div>}
    </Card>
  );
}
