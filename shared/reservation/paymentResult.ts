/** The message the payment result pages send from the frame to the page that opened it. */
export const PAYMENT_RESULT_MESSAGE = 'payment-result';

export type PaymentResult = 'success' | 'failure';

export interface PaymentResultMessage {
  type: typeof PAYMENT_RESULT_MESSAGE;
  result: PaymentResult;
}

export function isPaymentResultMessage(data: unknown): data is PaymentResultMessage {
  const message = data as Partial<PaymentResultMessage> | null;
  return (
    message?.type === PAYMENT_RESULT_MESSAGE && (message.result === 'success' || message.result === 'failure')
  );
}
