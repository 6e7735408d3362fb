/** A pre-check-in's arrival step as a guest fills it in, for the sandbox's tests. */
export const arrival = {
  phone: '447700900123',
  email: 'emma.walker@example.com',
  startTime: '15:00',
  endTime: '17:00',
  travelType: 'car',
  flightNumber: '',
  ferryNumber: '',
  destination: '',
  details: '',
};

/**
 * The travellers of the easy demo booking in Austria: a British main guest gives the
 * address and the travel document; family members give their name and birth date.
 */
export const austrianLead = {
  salutation: 'M',
  firstname: 'James',
  lastname: 'Carter',
  birthday: '1980-02-02',
  countryOrigin: 'GB',
  country: 'GB',
  street: 'High Street 1',
  zip: 'SW1A 1AA',
  place: 'London',
  passportType: 'PP',
  passID: 'P123',
  passportIssueDate: '2019-05-01',
  placeOfIssue: 'HMPO',
  passportExpDate: '2035-01-01',
};
export const ann = { firstname: 'Ann', lastname: 'Carter', birthday: '1982-05-05' };
export const tom = { firstname: 'Tom', lastname: 'Carter', birthday: '1984-07-07' };
