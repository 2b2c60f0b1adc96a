/** The four secrets Wompi gives a merchant per environment (docs.wompi.co, "Ambientes y llaves"). */
export interface WompiKeys {
  publicKey: string;
  privateKey: string;
  integritySecret: string;
  eventsSecret: string;
}

/**
 * Made-up sandbox keys with Wompi's sandbox prefixes, used when the environment sets none. The
 * shop's demo configures these same values, so the two agree without any setup.
 */
export const DEMO_KEYS: WompiKeys = {
  publicKey: 'pub_test_PzrLnZmJ61cahADc3IBLuSsj8iZk1XaY',
  privateKey: 'prv_test_lYnt2RkCOQnj9Hish2a4aXxqDz1H06Pr',
  integritySecret: 'test_integrity_0RAN8gRWn5HG8mQ2SAFj3c9DCj6EpGvh',
  eventsSecret: 'test_events_E1J8XFg1z8C2pFBuQUDZgmf7NYF7K61y',
};
