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
