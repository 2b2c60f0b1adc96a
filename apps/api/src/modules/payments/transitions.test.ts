import { describe, expect, it } from 'vitest';
import type { AttemptStatus } from '@shop/shared';
import { transition, type OrderMoney } from './transitions';

const order = (over: Partial<OrderMoney> = {}): OrderMoney => ({
  status: 'PENDING',
  paymentStatus: 'UNPAID',
  amountPaid: 0,
  total: 1_163_225,
  ...over,
});
const attempt = (status: AttemptStatus) => ({ status, amountInCents: 116_322_500 });

describe('a gateway status applied to an attempt', () => {
  it('approves: the pesos are received, the order is paid once and the customer told', () => {
    const t = transition(order(), attempt('CREATED'), 'APPROVED', false);
    expect(t).toMatchObject({
      attemptStatus: 'APPROVED',
      received: 1_163_225,
      paymentStatus: 'PAID',
      paid: true,
      mail: 'received',
    });
  });

  it('approves a pending one after PSE kept it waiting', () => {
    const waiting = transition(order(), attempt('CREATED'), 'PENDING', false);
    expect(waiting).toMatchObject({
      attemptStatus: 'PENDING',
      paymentStatus: 'PENDING',
      mail: null,
    });
    const t = transition(
      order({ paymentStatus: 'PENDING' }),
      attempt('PENDING'),
      'APPROVED',
      false,
    );
    expect(t).toMatchObject({ paymentStatus: 'PAID', paid: true });
  });

  it('does not set paidAt again for money beyond an order already covered', () => {
    const t = transition(
      order({ paymentStatus: 'PAID', amountPaid: 1_163_225 }),
      attempt('CREATED'),
      'APPROVED',
      false,
    );
    expect(t).toMatchObject({ paymentStatus: 'PAID', paid: false, received: 1_163_225 });
  });

  it('leaves a partly covered order partly paid', () => {
    const t = transition(order({ total: 2_000_000 }), attempt('PENDING'), 'APPROVED', false);
    expect(t).toMatchObject({ paymentStatus: 'PARTIALLY_PAID', paid: false });
  });

  it('turns money for a cancelled order into a refund to make', () => {
    const t = transition(order({ status: 'CANCELED' }), attempt('PENDING'), 'APPROVED', false);
    expect(t).toMatchObject({ paymentStatus: 'REFUND_DUE', refundDue: true, paid: false });
  });

  it.each(['DECLINED', 'ERROR'] as const)(
    '%s: the order is unpaid again and the customer told why',
    (status) => {
      const t = transition(order({ paymentStatus: 'PENDING' }), attempt('PENDING'), status, false);
      expect(t).toMatchObject({ attemptStatus: status, paymentStatus: 'UNPAID', mail: 'failed' });
    },
  );

  it('keeps the order waiting while another attempt is still in progress', () => {
    const t = transition(order({ paymentStatus: 'PENDING' }), attempt('PENDING'), 'DECLINED', true);
    expect(t).toMatchObject({ attemptStatus: 'DECLINED', paymentStatus: 'PENDING' });
  });

  it('ignores a decline of another transaction once the attempt was approved', () => {
    const t = transition(
      order({ paymentStatus: 'PAID', amountPaid: 1_163_225 }),
      attempt('APPROVED'),
      'DECLINED',
      false,
    );
    expect(t).toMatchObject({ attemptStatus: 'APPROVED', paymentStatus: 'PAID', mail: null });
  });

  it('voids an approved payment: the money goes back and the order shows it refunded', () => {
    const t = transition(
      order({ status: 'CANCELED', paymentStatus: 'PAID', amountPaid: 1_163_225 }),
      attempt('APPROVED'),
      'VOIDED',
      false,
    );
    expect(t).toMatchObject({
      attemptStatus: 'VOIDED',
      reversed: 1_163_225,
      paymentStatus: 'REFUNDED',
      voided: true,
      mail: 'refunded',
    });
  });

  it('voids an attempt that was never approved without touching the money', () => {
    const t = transition(order(), attempt('PENDING'), 'VOIDED', false);
    expect(t).toMatchObject({ attemptStatus: 'VOIDED', reversed: 0, paymentStatus: 'UNPAID' });
  });

  it('does not move a final attempt back to pending', () => {
    const t = transition(order(), attempt('DECLINED'), 'PENDING', false);
    expect(t).toMatchObject({ attemptStatus: 'DECLINED', paymentStatus: 'UNPAID', mail: null });
  });
});
