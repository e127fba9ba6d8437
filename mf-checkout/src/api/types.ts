/** The API answers mf-checkout reads (generated from packages/api/openapi.json) and the view types it maps them to. */
import type { ApiResponse } from '@storefront/api-client';

export type OfferDetail = ApiResponse<'/api/weekend/{id}/detail.json'>;
export type Quote = ApiResponse<'/product/{id}/quote'>;
export type CancellationPolicy = Quote['cancellationPolicy'];

/** The stay being bought, as the booking-step hash describes it. */
export interface Stay {
  checkin: string;
  checkout: string;
  nights: number;
  a: number;
  c: number;
  b: number;
}

export interface ActivityDate {
  activityId: number;
  date: string;
}

/** One line of the price breakdown (amounts in cents, from the server). */
export interface BreakdownLine {
  key: 'stay' | 'gift' | 'voucher' | 'insurance' | 'subElements' | 'shipping' | 'reduction' | 'giftcard' | 'localTax';
  amount: number;
  /** a gift card's serial number */
  detail?: string;
}

/** The server's price of the booking: its lines and what is left to pay. */
export interface PriceBreakdown {
  lines: BreakdownLine[];
  total: number;
  /** paid at the hotel, not charged here */
  localTax: number;
}

export type Insurance = ApiResponse<'/gateway/purchase/insurance/price'>;
export type InsurablePolicy = Insurance['cancellationPolicyType'];
