/**
 * The sender's name and message of an activity offered (product-and-purchase §5): the one gift text fields component
 * of every gift form (@storefront/ui/gift-text-fields, decision 0056) as a checkout step, in the checkout's field
 * classes.
 */
import type { GiftText } from '@storefront/contracts';
import { GiftTextFields as SharedGiftTextFields, type GiftTextClasses } from '@storefront/ui/gift-text-fields';

export interface GiftTextFieldsProps {
  text: GiftText;
  onChange(text: GiftText): void;
  /** the buyer tried to go on: every error shows */
  submitted: boolean;
}

const CHECKOUT_CLASSES: GiftTextClasses = {
  fieldset: 'sf-checkout-step',
  legend: 'sf-checkout-step-title',
  field: 'sf-checkout-field',
  input: 'sf-ui-input',
  optional: 'sf-checkout-muted',
  hint: 'sf-checkout-field__hint',
  error: 'sf-ui-field-error',
};

export function GiftTextFields({ text, onChange, submitted }: GiftTextFieldsProps) {
  return (
    <SharedGiftTextFields
      text={text}
      onChange={onChange}
      mandatory
      submitted={submitted}
      idPrefix="sf-checkout-gift"
      classes={CHECKOUT_CLASSES}
    />
  );
}
