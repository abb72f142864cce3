import { describe, expect, it } from 'vitest';
import { pdfText } from '../orders/order-test-support';
import { labelPdf, paymentInstruction } from './label-pdf';
import type { ShipmentOrder } from './partner';

const order: ShipmentOrder = {
  id: 1,
  orderNo: 'ORD00000001',
  total: '1499.00',
  paymentMethod: 'Card',
  paymentStatus: 'success',
  courierName: 'Demo Shop',
  pickupAt: null,
  shipTo: {
    name: 'Asha Rao',
    line1: '12, MG Road',
    line2: 'Indira Nagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560038',
    phone: '+91 9876543210',
  },
  items: [{ productName: 'Kurta', sku: 'KUR-1', quantity: 1 }],
};

describe('the shipping label tells the truth', () => {
  it('says prepaid only when the online payment succeeded, collect for COD, and do not hand over otherwise', () => {
    expect(paymentInstruction(order).text).toBe('PREPAID: do not collect cash');
    expect(paymentInstruction({ ...order, paymentMethod: 'COD', paymentStatus: 'in-progress' }).text).toBe(
      'COLLECT CASH: INR 1499.00',
    );
    for (const paymentStatus of ['in-progress', 'failed']) {
      expect(paymentInstruction({ ...order, paymentStatus }).text).toBe('PAYMENT NOT RECEIVED: do not hand over');
    }
  });

  it('prints the full address and the AWB number once, with its prefix', async () => {
    const text = pdfText(await labelPdf({ ...order, paymentStatus: 'in-progress' }, 'AWB100001'));
    for (const part of [
      '12, MG Road',
      'Indira Nagar',
      'Bengaluru, Karnataka 560038',
      'AWB100001',
      'PAYMENT NOT RECEIVED',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('PREPAID');
    expect(text).not.toMatch(/AWB:? AWB/);
  });
});
