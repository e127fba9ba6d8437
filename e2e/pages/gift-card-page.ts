/** Page object of the gift card customisation (mf-gift, /giftcard/customization): role-based locators only. */
import { expect, type Locator } from '@playwright/test';
import { BasePage } from './base-page';

/** The labels the spec fills, per language of the sites it runs on. */
export const GIFT_CARD_LABELS = {
  fr: { title: 'Offrez une carte cadeau', from: 'De la part de', message: /Votre message/, name: 'Prénom du destinataire', email: 'E-mail du destinataire', later: 'À une date choisie', day: 'Date d’envoi', go: 'Continuer vers le paiement', birthday: 'Anniversaire', mandatory: 'Champ obligatoire' },
  es: { title: 'Regala una tarjeta regalo', from: 'De parte de', message: /Tu mensaje/, name: 'Nombre del destinatario', email: 'Correo electrónico del destinatario', later: 'En una fecha elegida', day: 'Fecha de envío', go: 'Continuar al pago', birthday: 'Cumpleaños', mandatory: 'Campo obligatorio' },
} as const;
export type GiftCardLanguage = keyof typeof GIFT_CARD_LABELS;

export class GiftCardPage extends BasePage {
  labels: (typeof GIFT_CARD_LABELS)[GiftCardLanguage] = GIFT_CARD_LABELS.fr;

  async shown(language: GiftCardLanguage): Promise<void> {
    this.labels = GIFT_CARD_LABELS[language];
    await expect(this.page.getByRole('heading', { level: 1, name: this.labels.title })).toBeVisible({ timeout: 20_000 });
  }

  amount(name: RegExp): Locator {
    return this.page.getByRole('radio', { name });
  }
  get from(): Locator {
    return this.page.getByLabel(this.labels.from, { exact: true });
  }
  get message(): Locator {
    return this.page.getByLabel(this.labels.message);
  }
  get recipientName(): Locator {
    return this.page.getByLabel(this.labels.name);
  }
  get recipientEmail(): Locator {
    return this.page.getByLabel(this.labels.email);
  }
  get later(): Locator {
    return this.page.getByRole('radio', { name: this.labels.later });
  }
  get day(): Locator {
    return this.page.getByLabel(this.labels.day);
  }
  get continue(): Locator {
    return this.page.getByRole('button', { name: this.labels.go });
  }
  get preview(): Locator {
    return this.page.getByTestId('giftcard-preview');
  }
}
