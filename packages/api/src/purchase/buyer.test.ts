import { ApiError } from '../server/errors';
import { checkBuyer } from './buyer';

const buyer = {
  email: 'jan.peeters@telenet.be',
  civility: 'MR',
  firstName: 'Jan',
  lastName: 'Peeters',
  phoneNumber: '0470 12 34 56',
  addressLine: 'Meir 12',
  postalCode: '2000',
  city: 'Antwerpen',
  country: 'BE',
};

it('answers the normalised buyer', () => {
  expect(checkBuyer(buyer, 'nl_BE')).toMatchObject({ phoneNumber: '+32470123456', country: 'BE', specialRequest: '' });
});

it('throws a 400 naming each field with the spec’s message', () => {
  let thrown: unknown;
  try {
    checkBuyer({ ...buyer, email: '', phoneNumber: '12', firstName: 'x'.repeat(51), postalCode: '20000' }, 'nl_BE');
  } catch (err) {
    thrown = err;
  }
  expect(thrown).toBeInstanceOf(ApiError);
  expect((thrown as ApiError).statusCode).toBe(400);
  expect((thrown as ApiError).fields).toEqual([
    { field: 'buyer.email', message: 'Mandatory field' },
    { field: 'buyer.firstName', message: 'The field is limited to 50 characters' },
    { field: 'buyer.phoneNumber', message: 'Phone number seems incorrect' },
    { field: 'buyer.postalCode', message: 'Postal code seems incorrect' },
  ]);
});
