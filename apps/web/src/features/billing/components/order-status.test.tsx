import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';
import History from 'lucide-react/icons/history';
import { describe, expect, it } from 'vitest';
import { render, textOf } from '../../../../test/support/render.tsx';
import { OrderStatusBadge, statusLook } from './order-status.tsx';

describe('order status icons (spec §4)', () => {
  it('failure red cancel, success/approved green check, pending blue, refunded blue restore', () => {
    expect(statusLook('failure')).toMatchObject({ Icon: CircleX, tone: 'red', label: 'Rechazado' });
    expect(statusLook('success')).toMatchObject({ Icon: CircleCheck, tone: 'green', label: 'Pagado' });
    expect(statusLook('approved')).toMatchObject({ Icon: CircleCheck, tone: 'green', label: 'Aprobado' });
    expect(statusLook('pending')).toMatchObject({ Icon: Clock, tone: 'blue', label: 'Pendiente' });
    expect(statusLook('refunded')).toMatchObject({ Icon: History, tone: 'blue', label: 'Reembolsado' });
  });

  it('an unknown status from a newer server reads as pending instead of breaking the list', () => {
    expect(statusLook('chargeback')).toMatchObject({ Icon: Clock, label: 'Pendiente' });
  });

  it('says the status in words next to a hidden icon: colour is never the only signal', async () => {
    const view = await render(<OrderStatusBadge status="refunded" />);
    const badge = view.container.querySelector('span')!;
    expect(textOf(badge)).toBe('Reembolsado');
    expect(badge.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(badge.className).toContain('text-blue-800');
  });
});
