import { isDataException, isDatabaseUnavailable, validationFields } from '../src/server/errors';

describe('error classification', () => {
  test('PostgreSQL data exceptions (class 22) are input errors, also when wrapped', () => {
    expect(isDataException({ code: '22021' })).toBe(true);
    expect(isDataException({ message: 'query failed', cause: { code: '22P02' } })).toBe(true);
    expect(isDataException({ code: '23505' })).toBe(false);
    expect(isDataException(new Error('x'))).toBe(false);
  });

  test('connection failures and closed databases are "unavailable"', () => {
    expect(isDatabaseUnavailable({ code: 'ECONNREFUSED' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '57P01' })).toBe(true);
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Cannot use a pool after calling end on the pool'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('syntax error'))).toBe(false);
  });

  test('ajv errors become one entry per field', () => {
    expect(
      validationFields(
        [
          { instancePath: '/adult', keyword: 'maximum', message: 'must be <= 20', params: { limit: 20 } },
          { instancePath: '/adult', keyword: 'type', message: 'must be integer', params: { type: 'integer' } },
          { instancePath: '', keyword: 'required', message: "must have required property 'checkin'", params: { missingProperty: 'checkin' } },
          { instancePath: '/sort', keyword: 'enum', params: { allowedValues: ['DATE_DESC', 'DATE_ASC'] } },
        ],
        'querystring',
      ),
    ).toEqual([
      { field: 'adult', message: 'must be <= 20' },
      { field: 'checkin', message: 'is required' },
      { field: 'sort', message: 'must be one of DATE_DESC, DATE_ASC' },
    ]);
  });

  test('a union of literals failing once per literal is one entry listing the allowed values', () => {
    expect(
      validationFields(
        [
          { instancePath: '/locale', keyword: 'const', message: 'must be equal to constant', params: { allowedValue: 'fr_FR' } },
          { instancePath: '/locale', keyword: 'const', message: 'must be equal to constant', params: { allowedValue: 'es_ES' } },
          { instancePath: '/locale', keyword: 'anyOf', message: 'must match a schema in anyOf', params: {} },
          { instancePath: '/level', keyword: 'const', message: 'must be equal to constant', params: { allowedValue: 'ERROR' } },
        ],
        'querystring',
      ),
    ).toEqual([
      { field: 'locale', message: 'must be one of fr_FR, es_ES' },
      { field: 'level', message: 'must be ERROR' },
    ]);
  });
});
