import { describe, expect, it } from 'vitest';
import { arrivalSchema, customerSchema } from './precheckinSchemas.ts';

/** Letters beyond ASCII, a hyphen and a second street line are all allowed. */
const customer = {
  salutation: 'f',
  firstname: 'Zoë',
  lastname: 'Müller-Lüdenscheidt',
  street: 'Königstraße 12',
  street2: 'Hinterhaus',
  zip: '70173',
  place: 'Stuttgart',
  country: 'DE',
  holidayPhone: '4917612345678',
  mail: 'zoe.mueller@example.de',
};
const firstProblem = (schema: typeof customerSchema | typeof arrivalSchema, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? null
    : { field: result.error.issues[0]?.path.join('.'), message: result.error.issues[0]?.message };
};

describe('customer (SPEC §5)', () => {
  it('accepts a complete customer and normalises the salutation', () => {
    expect(customerSchema.parse(customer).salutation).toBe('F');
  });

  it('takes the holiday phone as people write it and keeps it as numbers only (issue 43)', () => {
    expect(customerSchema.parse({ ...customer, holidayPhone: '+34 600 123 456' }).holidayPhone).toBe(
      '0034600123456',
    );
  });

  it('takes every country, not only the neighbours', () => {
    expect(firstProblem(customerSchema, { ...customer, country: 'FI' })).toBeNull();
    expect(firstProblem(customerSchema, { ...customer, country: 'BR' })).toBeNull();
  });

  it.each([
    [{ firstname: '' }, 'firstname', 'required'],
    [{ lastname: 'x'.repeat(40) }, 'lastname', 'tooLong'],
    [{ street: "O'Connell Street" }, 'street', 'forbiddenCharacters'],
    [{ place: '<b>London</b>' }, 'place', 'forbiddenCharacters'],
    [{ firstname: 'Emma\u0000' }, 'firstname', 'forbiddenCharacters'],
    [{ lastname: 'Smith\u202Egnp.exe' }, 'lastname', 'forbiddenCharacters'],
    [{ lastname: 'Smith\u0085' }, 'lastname', 'forbiddenCharacters'],
    [{ holidayPhone: '+44 7700 CALL' }, 'holidayPhone', 'invalidPhone'],
    [{ holidayPhone: '' }, 'holidayPhone', 'required'],
    [{ holidayPhone: '   ' }, 'holidayPhone', 'required'],
    [{ mail: 'emma@' }, 'mail', 'invalidEmail'],
    [{ salutation: 'x' }, 'salutation', 'required'],
    [{ country: '' }, 'country', 'required'],
    [{ country: 'XX' }, 'country', 'required'],
    [{ country: 'fi' }, 'country', 'required'],
  ])('refuses %j', (change, field, message) => {
    expect(firstProblem(customerSchema, { ...customer, ...change })).toEqual({ field, message });
  });
});

describe('arrival (SPEC §3, §5)', () => {
  const arrival = {
    phone: '447700900123',
    email: 'emma@example.com',
    startTime: '15:00',
    endTime: '17:30',
    travelType: 'car',
    flightNumber: '',
    ferryNumber: '',
    destination: '',
    details: '',
  };
  it('asks for the flight number of a plane and the ferry number of a ferry', () => {
    expect(firstProblem(arrivalSchema, arrival)).toBeNull();
    expect(firstProblem(arrivalSchema, { ...arrival, travelType: 'airplane' })).toEqual({
      field: 'flightNumber',
      message: 'required',
    });
    expect(firstProblem(arrivalSchema, { ...arrival, travelType: 'ferry' })).toEqual({
      field: 'ferryNumber',
      message: 'required',
    });
    expect(firstProblem(arrivalSchema, { ...arrival, endTime: '14:00' })).toEqual({
      field: 'endTime',
      message: 'endNotAfterStart',
    });
    expect(firstProblem(arrivalSchema, { ...arrival, endTime: arrival.startTime })).toEqual({
      field: 'endTime',
      message: 'endNotAfterStart',
    });
    expect(firstProblem(arrivalSchema, { ...arrival, travelType: 'horse' })?.field).toBe('travelType');
  });
});
