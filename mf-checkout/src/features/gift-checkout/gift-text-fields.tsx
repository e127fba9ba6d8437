/**
 * The sender's name and message of an activity offered (product-and-purchase §5): the one gift text fields component
 * of every gift form (@storefront/ui/gift-text-fields, decision 0056) framed as a checkout step, its sheet in use
 * while it shows (only an activity offered needs it).
 */
import { useLayoutEffect } from 'react';
import type { GiftText } from '@storefront/contracts';
import { GiftTextFields as SharedGiftTextFields } from '@storefront/ui/gift-text-fields';
import giftTextStyles from '@storefront/ui/gift-text-fields.css';

export interface GiftTextFieldsProps {
  text: GiftText;
  onChange(text: GiftText): void;
  /** the buyer tried to go on: every error shows */
  submitted: boolean;
}

export function GiftTextFields({ text, onChange, submitted }: GiftTextFieldsProps) {
  useLayoutEffect(() => {
    giftTextStyles.use();
    return () => giftTextStyles.unuse();
  }, []);
  return (
    <SharedGiftTextFields
      text={text}
      onChange={onChange}
      mandatory
      submitted={submitted}
      idPrefix="sf-checkout-gift"
      className="sf-checkout-step"
      legendClassName="sf-checkout-step-title"
    />
  );
}
