// Travellers of a Spanish booking as the tests of the rules' users (the form, the sandbox) fill them in.

/** The main guest: a British woman with her passport. */
export const britishLead = {
  salutation: 'F',
  firstname: 'Claire',
  lastname: 'Martin',
  birthday: '1985-04-02',
  countryOrigin: 'GB',
  passportType: 'PP',
  passID: '123456789',
  passportIssueDate: '2020-03-01',
  passportExpDate: '2032-03-01',
  country: 'GB',
  street: 'High Street 1',
  zip: 'SW1A 1AA',
  place: 'London',
  phone: '447700900123',
};

/** A fellow traveller: a Spaniard with both surnames and his DNI (its check letter right). */
export const spaniard = {
  salutation: 'M',
  firstname: 'Javier',
  lastname: 'García',
  secondSurname: 'López',
  birthday: '1983-09-12',
  countryOrigin: 'ES',
  passportType: 'ID',
  passID: '12345678Z',
  documentSupportNumber: 'BAA000589',
  passportIssueDate: '2021-01-15',
  passportExpDate: '2031-01-15',
  country: 'ES',
  street: 'Carrer Major 3',
  zip: '07001',
  place: 'Palma',
};
